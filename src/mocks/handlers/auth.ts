import type { HttpHandler } from 'msw';
import { AUTH_URLS } from '@/api/auth-urls';
import { db } from '../db/db';
import { ok, publicRoute } from '../http-kit';

/** Mock handlers of the auth/user API domain (src/api/auth.ts). */
export const authHandlers: HttpHandler[] = [
  publicRoute('get', AUTH_URLS.querySysConfig, () => ok({ data: [db.sysConfig] })),
];
