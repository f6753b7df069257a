/**
 * The six loading flags (spec 3, 4) as the signed-in frame sees them: three from the slices that
 * hold their data (./slice-flags.ts), three from the queries of the business data
 * (./biz-queries.ts).
 * This hook keeps those queries subscribed while a user is signed in (the API's
 * keepUnusedDataFor 0 would drop them otherwise) and asks for each once per session and
 * institution: a remount finds what is loaded or on its way, a failure waits for the retry
 * (a new mount of the frame asks again). An institution
 * switch or a logout resets the cache; the subscriptions then ask once more, for the new
 * institution or the next user. Only the frame calls it; the sections read the queries without
 * subscribing (useQueryState).
 */
import { useMemo } from 'react';
import { bizApi, bizFlagOf } from './biz-queries';
import { useAppSelector } from './hooks';
import {
  LOADING_FLAGS,
  isBizFlag,
  type BizFlag,
  type LoadingFlag,
  type LoadingFlagState,
  type SliceFlag,
  SLICE_FLAGS,
} from './loading-flags';
import { selectSliceFlag } from './slice-flags';

export interface LoadingFlagsView {
  flags: Record<LoadingFlag, boolean>;
  errors: Partial<Record<LoadingFlag, string>>;
  /** Spec 4: the sub-applications may load. */
  allLoaded: boolean;
}

/** The six flags from the slices' three and the queries' three. */
export function flagsView(
  loaded: Record<SliceFlag, boolean>,
  sliceErrors: Partial<Record<SliceFlag, string>>,
  biz: Record<BizFlag, LoadingFlagState>,
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

/** A slice's flag, selected as its two values: the frame renders when one of them changes. */
function useSliceFlag(flag: SliceFlag): LoadingFlagState {
  const loaded = useAppSelector((state) => selectSliceFlag(state, flag).loaded);
  const error = useAppSelector((state) => selectSliceFlag(state, flag).error);
  return useMemo(() => ({ loaded, error }), [loaded, error]);
}

/** The slices' flags as flagsView takes them: whether each is loaded, and the failures. */
function sliceFlagsOf(slice: Record<SliceFlag, LoadingFlagState>) {
  const loaded = {} as Record<SliceFlag, boolean>;
  const errors: Partial<Record<SliceFlag, string>> = {};
  for (const flag of SLICE_FLAGS) {
    loaded[flag] = slice[flag].loaded;
    const error = slice[flag].error;
    if (error !== undefined) errors[flag] = error;
  }
  return { loaded, errors };
}

export function useLoadingFlags(signedIn: boolean): LoadingFlagsView {
  const options = {
    skip: !signedIn,
    refetchOnMountOrArgChange: false,
    selectFromResult: flagAndStatus,
  } as const;
  const products = bizApi.useProductDataQuery(undefined, options);
  const authorities = bizApi.useAuthoritiesQuery(undefined, options);
  const cyrInfo = bizApi.useCyrInfoQuery(undefined, options);
  const sysConfig = useSliceFlag('sysConfig');
  const menu = useSliceFlag('menu');
  const userStatus = useSliceFlag('userStatus');
  const [productsLoaded, productsError] = [products.loaded, products.error];
  const [authoritiesLoaded, authoritiesError] = [authorities.loaded, authorities.error];
  const [cyrInfoLoaded, cyrInfoError] = [cyrInfo.loaded, cyrInfo.error];
  return useMemo(() => {
    const slice = sliceFlagsOf({ sysConfig, menu, userStatus });
    return flagsView(slice.loaded, slice.errors, {
      productList: { loaded: productsLoaded, error: productsError },
      authorityView: { loaded: authoritiesLoaded, error: authoritiesError },
      participantInfo: { loaded: cyrInfoLoaded, error: cyrInfoError },
    });
  }, [
    sysConfig,
    menu,
    userStatus,
    productsLoaded,
    productsError,
    authoritiesLoaded,
    authoritiesError,
    cyrInfoLoaded,
    cyrInfoError,
  ]);
}
