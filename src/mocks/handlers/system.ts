import type { HttpHandler } from 'msw';

/** Mock handlers of the system API domain (src/api/system.ts). */
export const systemHandlers: HttpHandler[] = [];
