/** The one handler list: Vitest (msw/node), the HTTP mock server and the browser worker. */
import type { HttpHandler } from 'msw';
import { authHandlers } from './handlers/auth';
import { homeHandlers } from './handlers/home';
import { menuHandlers } from './handlers/menu';
import { productHandlers } from './handlers/product';
import { registerHandlers } from './handlers/register';
import { systemHandlers } from './handlers/system';
import { trackHandlers } from './handlers/track';
import { valueHandlers } from './handlers/value';

export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...menuHandlers,
  ...productHandlers,
  ...systemHandlers,
  ...homeHandlers,
  ...valueHandlers,
  ...registerHandlers,
  ...trackHandlers,
];
