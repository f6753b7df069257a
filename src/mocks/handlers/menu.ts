import type { HttpHandler } from 'msw';

/** Mock handlers of the menu API domain (src/api/menu.ts). */
export const menuHandlers: HttpHandler[] = [];
