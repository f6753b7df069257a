/**
 * What the clients sent to the mock API, oldest first (QA contract: GET /__mock__/requests):
 * method, path under /api/, query, body, the user behind the token, the time and the answer's
 * code. Bodies are kept as sent, JSON and forms parsed; a file is summarised by its name and
 * size; a body over 64 KB by its size. The journal keeps the newest 2,000 entries.
 */
import type { JournalEntry } from '@/api/mock-admin-types';
import { pathMatches } from './fault-book';

export type { JournalEntry };

export const JOURNAL_LIMIT = 2000;
const BODY_LIMIT = 64 * 1024;

/** A request's body as the journal keeps it. */
export async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const type = request.headers.get('content-type') ?? '';
  const copy = request.clone();
  if (type.includes('multipart/form-data')) {
    const form = await copy.formData();
    const out: Record<string, unknown> = {};
    form.forEach((value, name) => {
      out[name] =
        typeof value === 'string'
          ? value
          : { file: value.name, size: value.size, type: value.type };
    });
    return out;
  }
  const text = await copy.text();
  if (text === '') return null;
  if (text.length > BODY_LIMIT) return { size: text.length };
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  if (type.includes('x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return text;
}

/** The envelope's code of an answer, else its HTTP status. */
export async function codeOf(response: Response): Promise<number | null> {
  if (response.type === 'error') return null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      const body = (await response.clone().json()) as { code?: unknown };
      if (typeof body.code === 'number') return body.code;
    } catch {
      // a cut body: the status says what there is
    }
  }
  return response.status;
}

export class Journal {
  private entries: JournalEntry[] = [];

  record(entry: JournalEntry): void {
    this.entries.push(entry);
    if (this.entries.length > JOURNAL_LIMIT)
      this.entries.splice(0, this.entries.length - JOURNAL_LIMIT);
  }

  /** Entries whose path matches `glob` (`*` a wildcard) and whose time is at least `since`. */
  query(glob?: string | null, since?: number | null): JournalEntry[] {
    return this.entries.filter(
      (entry) => (!glob || pathMatches(glob, entry.path)) && (!since || entry.time >= since),
    );
  }

  clear(): void {
    this.entries = [];
  }
}
