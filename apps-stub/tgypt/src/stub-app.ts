/**
 * tgypt (托管业务云平台): the five watermark pages, the account balances, the trade confirmations
 * and share balances of the registrar, and the generic stub page elsewhere.
 */
import type { RouteObject } from 'react-router-dom';
import { defineStubApp } from '../../kit/define-stub-app';
import { StubPage } from '../../kit/stub-page';
import { BalancePage } from './pages/balance-page';
import { ShareStatsPage } from './pages/share-stats-page';
import { TradeConfirmPage } from './pages/trade-confirm-page';
import { WatermarkPage } from './pages/watermark-page';

/** Route paths inside the app of the watermark pages (/tgypt/tsfw/...). */
export const WATERMARK_PAGE_PATHS = [
  'tsfw/sjsj_gzbcxyxz',
  'tsfw/sjsj_gzpz',
  'tsfw/sjsj_cjqsrbb',
  'tsfw/sjsj_zzsfaqr',
  'tsfw/glrsj_fymxcx',
];

export const tgyptRoutes: RouteObject[] = [
  ...WATERMARK_PAGE_PATHS.map((path) => ({ path, Component: WatermarkPage })),
  { path: 'tgwy/yecx', Component: BalancePage },
  { path: 'zcdj/jyqrcx', Component: TradeConfirmPage },
  { path: 'zcdj/fecx', Component: ShareStatsPage },
  { path: '*', Component: StubPage },
];

export const stubApp = defineStubApp({ app: 'tgypt', routes: tgyptRoutes });
