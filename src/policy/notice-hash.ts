/**
 * Links inside notice details (spec 2.6): #/zxbm (online sign-up, with its id, title and ly),
 * #/glrzhwh (manager account maintenance), #/dgtwj (the multi-custodian document page of the
 * online service platform; the path is ours, the spec does not name it) and #/satisficing (the
 * satisfaction survey, opened outside with the earliest registration date of the user's
 * products). Any other link is not a notice hash.
 */
import { SATISFACTION_SURVEY_URL } from '@/config/external-pages';
import { PATHS } from '@/config/paths';

export const GLRZHWH_PATH = '/iservice/cpgl/glrzhwh';
export const DGTWJ_PATH = '/iservice/dgtwj';
export { SATISFACTION_SURVEY_URL };

export type NoticeLink =
  { kind: 'internal'; to: string } | { kind: 'external'; url: string } | null;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The earliest well-formed registration date (yyyy-MM-dd) of the products, or null. */
export function earliestRegistration(products: readonly { djrj?: string | null }[]): string | null {
  const dates = products
    .map((product) => (product.djrj ?? '').slice(0, 10))
    .filter((date) => DATE.test(date))
    .sort();
  return dates[0] ?? null;
}

export function resolveNoticeHash(
  href: string,
  products: readonly { djrj?: string | null }[],
): NoticeLink {
  if (!href.startsWith('#/')) return null;
  const [target = '', query = ''] = href.slice(2).split('?');
  switch (target) {
    case 'zxbm': {
      const given = new URLSearchParams(query);
      const kept = new URLSearchParams();
      for (const key of ['id', 'title', 'ly']) {
        const value = given.get(key);
        if (value !== null) kept.set(key, value);
      }
      const search = kept.toString();
      return { kind: 'internal', to: search ? `${PATHS.zxbm}?${search}` : PATHS.zxbm };
    }
    case 'glrzhwh':
      return { kind: 'internal', to: GLRZHWH_PATH };
    case 'dgtwj':
      return { kind: 'internal', to: DGTWJ_PATH };
    case 'satisficing': {
      const date = earliestRegistration(products);
      if (!date) return { kind: 'external', url: SATISFACTION_SURVEY_URL };
      const join = SATISFACTION_SURVEY_URL.includes('?') ? '&' : '?';
      return { kind: 'external', url: `${SATISFACTION_SURVEY_URL}${join}djrj=${date}` };
    }
    default:
      return null;
  }
}
