/**
 * 站内搜索's call (spec 7.4 POST json sys/contentSearch) with the routes of its functions (spec
 * 7.2 GET user/menuCombinationConversion); without that answer, `routes` is null and the
 * search's own paths stand. The routes are a list: the cache holds plain data.
 */
import { menuCombinationConversion, type MenuRoute } from '@/api/menu';
import { contentSearch } from '@/api/system';
import type { ContentSearchResult } from '@/api/system-types';
import type { ApiResult } from '@/lib/http-client';

export type ContentHits = ContentSearchResult & { routes: MenuRoute[] | null };

export async function searchContent(keyword: string): ApiResult<ContentHits> {
  const found = await contentSearch({ keyword });
  if (!found) return false;
  if (found.code !== 0) return { ...found, data: { ...found.data, routes: null } };
  const keys = found.data.menus.map((m) => m.key);
  const converted = keys.length > 0 ? await menuCombinationConversion(keys) : false;
  const routes = converted && converted.code === 0 ? converted.data : null;
  return { ...found, data: { ...found.data, routes } };
}
