import type { HttpHandler } from 'msw';

/** Mock handlers of the home API domain (src/api/home.ts). */
export const homeHandlers: HttpHandler[] = [];
