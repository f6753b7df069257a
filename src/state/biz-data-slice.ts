/**
 * The business data loaded after login that three of the six loading flags wait for (spec 3,
 * 4): the product list (prod/queryProductList) with the user's product permission
 * (user/productPermission, spec 6), the special-function authorities
 * (sys/authorityView/listAuthority) and the manager info (prod/queryCyrInfo).
 *
 * Each part remembers the request that loads it: an answer that arrives after a logout or an
 * institution switch (which reset the part) belongs to another session and is dropped. The
 * loading flags themselves are set by the thunks (./biz-data-thunks.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthorityItem, ProductPermission } from '@/api/menu';
import type { CyrInfo, Product } from '@/api/product';
import { flagsReset, type LoadingFlag } from './loading-flags-slice';
import { loggedOut } from './session-actions';

export const BIZ_PARTS = ['productList', 'authorityView', 'participantInfo'] as const;

export type BizPart = (typeof BIZ_PARTS)[number] & LoadingFlag;

export function isBizPart(flag: string): flag is BizPart {
  return (BIZ_PARTS as readonly string[]).includes(flag);
}

export interface BizPartState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The request whose answer is awaited or was taken; null when idle */
  requestId: string | null;
}

export interface BizDataState {
  products: Product[];
  /** user/productPermission; kept while the part loads again (a refresh) */
  permission: ProductPermission | null;
  authorities: AuthorityItem[];
  cyrInfo: CyrInfo | null;
  parts: Record<BizPart, BizPartState>;
}

const idlePart: BizPartState = { status: 'idle', requestId: null };

const initialState: BizDataState = {
  products: [],
  permission: null,
  authorities: [],
  cyrInfo: null,
  parts: { productList: idlePart, authorityView: idlePart, participantInfo: idlePart },
};

export type BizLoaded =
  | {
      part: 'productList';
      requestId: string;
      data: { products: Product[]; permission: ProductPermission };
    }
  | { part: 'authorityView'; requestId: string; data: AuthorityItem[] }
  | { part: 'participantInfo'; requestId: string; data: CyrInfo };

function resetPart(state: BizDataState, part: BizPart): void {
  state.parts[part] = idlePart;
  if (part === 'productList') {
    state.products = [];
    state.permission = null;
  }
  if (part === 'authorityView') state.authorities = [];
  if (part === 'participantInfo') state.cyrInfo = null;
}

export const bizDataSlice = createSlice({
  name: 'bizData',
  initialState,
  reducers: {
    bizLoading(state, action: PayloadAction<{ part: BizPart; requestId: string }>) {
      state.parts[action.payload.part] = { status: 'loading', requestId: action.payload.requestId };
    },
    bizLoaded(state, action: PayloadAction<BizLoaded>) {
      const loaded = action.payload;
      if (state.parts[loaded.part].requestId !== loaded.requestId) return;
      state.parts[loaded.part].status = 'ready';
      if (loaded.part === 'productList') Object.assign(state, loaded.data);
      if (loaded.part === 'authorityView') state.authorities = loaded.data;
      if (loaded.part === 'participantInfo') state.cyrInfo = loaded.data;
    },
    bizFailed(state, action: PayloadAction<{ part: BizPart; requestId: string }>) {
      const { part, requestId } = action.payload;
      if (state.parts[part].requestId === requestId) state.parts[part].status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
    // An institution switch resets the flags: the data of the previous institution goes too.
    builder.addCase(flagsReset, (state, action) => {
      for (const flag of action.payload) if (isBizPart(flag)) resetPart(state, flag);
    });
  },
  selectors: {
    selectProducts: (state) => state.products,
    selectProductPermission: (state) => state.permission,
    selectAuthorities: (state) => state.authorities,
    selectCyrInfo: (state) => state.cyrInfo,
    selectBizPart: (state, part: BizPart) => state.parts[part],
    /** The parts not asked for yet in this session and institution, as one string ('' none). */
    selectIdleBizParts: (state) =>
      BIZ_PARTS.filter((part) => state.parts[part].status === 'idle').join(','),
  },
});

export const { bizLoading, bizLoaded, bizFailed } = bizDataSlice.actions;
export const {
  selectProducts,
  selectProductPermission,
  selectAuthorities,
  selectCyrInfo,
  selectBizPart,
  selectIdleBizParts,
} = bizDataSlice.selectors;
