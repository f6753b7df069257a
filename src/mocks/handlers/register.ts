import type { HttpHandler } from 'msw';

/** Mock handlers of the register API domain (src/api/register.ts). */
export const registerHandlers: HttpHandler[] = [];
