/** API functions of the login and user domain (spec 7.1). */
import { get, type ApiResult } from '@/lib/http-client';
import { AUTH_URLS } from './auth-urls';

/** System configuration (spec 3). */
export interface SysConfig {
  /** 'dev' or another environment name */
  environ: string;
  dataCollectionNo: string;
  dataCollectionUrl: string;
  /** Report-express address opened by its menu key */
  bbztcAddress: string;
  /** Direct-sales counter address opened by its menu key */
  dsAddress: string;
  title: string;
}

/** GET sys/querySysConfig (public): the config is `data.data[0]`. */
export function querySysConfig(): ApiResult<{ data: SysConfig[] }> {
  return get(AUTH_URLS.querySysConfig);
}
