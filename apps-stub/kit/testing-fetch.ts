/**
 * Test support: answers the stubs' calls to one API path in place of the mock API, for the
 * states the demo data never reaches (a network failure, an empty answer, a call that never
 * ends). Every other call goes on to the mock API. Vitest restores `fetch` after each test
 * (restoreMocks).
 */
import { vi } from 'vitest';

type Answer = 'network-error' | 'pending' | { code: number; data: unknown; message?: string };

function pathOf(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url).pathname;
}

const aborted = () => new DOMException('The operation was aborted.', 'AbortError');

/**
 * Settles after a macrotask (calling `onAnswer` first), or rejects once `signal` aborts;
 * 'pending' never settles on its own.
 */
function answerLater(
  answer: Answer,
  signal: AbortSignal | null | undefined,
  onAnswer: () => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(aborted()), { once: true });
    setTimeout(() => {
      if (signal?.aborted) return;
      onAnswer();
      if (answer === 'pending') return;
      if (answer === 'network-error') reject(new TypeError('Failed to fetch'));
      else resolve(Response.json({ success: answer.code === 0, ...answer }));
    }, 0);
  });
}

/**
 * The next `times` calls to `/api/<path>` that are not aborted at once (React's StrictMode
 * aborts the first load of a page) get `answer`; returns how many calls were answered.
 */
export function answerApi(path: string, answer: Answer, times = 1): () => number {
  const realFetch = globalThis.fetch;
  let answered = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (pathOf(input) !== `/api/${path}` || answered >= times) return realFetch(input, init);
    return answerLater(answer, init?.signal, () => {
      answered += 1;
    });
  });
  return () => answered;
}
