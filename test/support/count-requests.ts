/** Counting the requests the app sends to one API path (msw/node), for the rest of the test. */
import { onTestFinished } from 'vitest';
import { server } from '@/mocks/node';

/** Counts the requests to a path of the API (e.g. user/authc) until the test ends. */
export function countRequests(path: string): { readonly count: number } {
  const counter = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(`/api/${path}`)) counter.count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return counter;
}
