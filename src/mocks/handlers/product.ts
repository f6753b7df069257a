import type { HttpHandler } from 'msw';

/** Mock handlers of the product API domain (src/api/product.ts). */
export const productHandlers: HttpHandler[] = [];
