import type { HttpHandler } from 'msw';

/** Mock handlers of the value API domain (src/api/value.ts). */
export const valueHandlers: HttpHandler[] = [];
