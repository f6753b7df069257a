/**
 * The axios instance behind src/lib/http-client.ts, loaded on the first call: axios
 * is not part of any page's first render, only of its first request. Base path from
 * VITE_API_BASE; the token of the cookie ACCESS-TOKEN goes with every call in X-Access-Token.
 */
import axios from 'axios';
import { env } from '@/config/env';
import { DEFAULT_TIMEOUT_MS } from '@/config/spec-limits';
import { TOKEN_HEADER } from './http-client';
import { getToken } from './token-cookie';

export const httpInstance = axios.create({
  baseURL: env.apiBase,
  timeout: DEFAULT_TIMEOUT_MS,
  responseType: 'json',
  validateStatus: () => true,
});

httpInstance.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set(TOKEN_HEADER, token);
  return config;
});

export const isAxiosError = axios.isAxiosError;
export const isCancel = axios.isCancel;
