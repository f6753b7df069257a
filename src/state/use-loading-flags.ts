/**
 * The six loading flags (spec 3, 4) as the signed-in frame sees them: three from the slice
 * (./loading-flags-slice.ts), three from the queries of the business data (./biz-queries.ts).
 * This hook keeps those queries subscribed while a user is signed in (the API's
 * keepUnusedDataFor 0 would drop them otherwise) and asks for each once per session and
 * institution: a remount finds what is loaded or on its way, a failure waits for the retry
 * (a new mount of the frame asks again). An institution
 * switch or a logout resets the cache; the subscriptions then ask once more, for the new
 * institution or the next user. Only the frame calls it; the sections read the queries without
 * subscribing (useQueryState).
 */
import { useMemo } from 'react';
import { bizApi, bizFlagOf, type BizFlagState } from './biz-queries';
import { useAppSelector } from './hooks';
import {
  LOADING_FLAGS,
  isBizFlag,
  type BizFlag,
  type LoadingFlag,
  type SliceFlag,
} from './loading-flags';
import { selectSliceErrors, selectSliceFlags } from './loading-flags-slice';

export interface LoadingFlagsView {
  flags: Record<LoadingFlag, boolean>;
  errors: Partial<Record<LoadingFlag, string>>;
  /** Spec 4: the sub-applications may load. */
  allLoaded: boolean;
}

/** The six flags from the slice's three and the queries' three. */
export function flagsView(
  loaded: Record<SliceFlag, boolean>,
  sliceErrors: Partial<Record<SliceFlag, string>>,
  biz: Record<BizFlag, BizFlagState>,
): LoadingFlagsView {
  const flags = {} as Record<LoadingFlag, boolean>;
  const errors: Partial<Record<LoadingFlag, string>> = {};
  for (const flag of LOADING_FLAGS) {
    flags[flag] = isBizFlag(flag) ? biz[flag].loaded : loaded[flag];
    const error = isBizFlag(flag) ? biz[flag].error : sliceErrors[flag];
    if (error !== undefined) errors[flag] = error;
  }
  return { flags, errors, allLoaded: LOADING_FLAGS.every((flag) => flags[flag]) };
}

/**
 * A query's flag with its status: a reset (a request under way, then none) changes what the
 * hook selects, so the frame renders and its subscription asks again.
 */
const flagAndStatus = (result: { currentData?: unknown; error?: unknown; status: string }) => ({
  ...bizFlagOf(result.currentData, result.error),
  status: result.status,
});

export function useLoadingFlags(signedIn: boolean): LoadingFlagsView {
  const options = {
    skip: !signedIn,
    refetchOnMountOrArgChange: false,
    selectFromResult: flagAndStatus,
  } as const;
  const products = bizApi.useProductDataQuery(undefined, options);
  const authorities = bizApi.useAuthoritiesQuery(undefined, options);
  const cyrInfo = bizApi.useCyrInfoQuery(undefined, options);
  const loaded = useAppSelector(selectSliceFlags);
  const sliceErrors = useAppSelector(selectSliceErrors);
  const [productsLoaded, productsError] = [products.loaded, products.error];
  const [authoritiesLoaded, authoritiesError] = [authorities.loaded, authorities.error];
  const [cyrInfoLoaded, cyrInfoError] = [cyrInfo.loaded, cyrInfo.error];
  return useMemo(
    () =>
      flagsView(loaded, sliceErrors, {
        productList: { loaded: productsLoaded, error: productsError },
        authorityView: { loaded: authoritiesLoaded, error: authoritiesError },
        participantInfo: { loaded: cyrInfoLoaded, error: cyrInfoError },
      }),
    [
      loaded,
      sliceErrors,
      productsLoaded,
      productsError,
      authoritiesLoaded,
      authoritiesError,
      cyrInfoLoaded,
      cyrInfoError,
    ],
  );
}
