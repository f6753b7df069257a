/**
 * What the guard decides page access with (spec 4, 5.1, 6): the menu tree with its white and
 * black lists, the blocked-menu list, the tips flags, the investor settings (TJTSHFQZQR) and the
 * business-permission mode. Loaded once per session, after the user; reset on logout and on an
 * institution switch. A failed load records which parts failed, for a retry that says so.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserTips } from '@/api/auth';
import type { MenuItem } from '@/api/menu';
import type { MenuLists } from '@/policy/menu-lists';
import { loggedOut } from './session-actions';

export interface AccessData {
  menu: MenuItem[];
  lists: MenuLists;
  /** Routes of user/queryBlockedMenuList */
  blocked: string[];
  tips: UserTips;
  /** TJTSHFQZQR of value/queryInvestorInfo: '1' reading the notice letter is not mandatory */
  letterOptional: boolean;
  isolated: boolean;
}

/** The parts of a load, named as the retry panel names them. */
export type AccessPart = 'menu' | 'blocked' | 'tips' | 'investor' | 'permissionMode';

export const ACCESS_PART_LABELS: Record<AccessPart, string> = {
  menu: '菜单',
  blocked: '屏蔽菜单',
  tips: '用户提示',
  investor: '投资者信息',
  permissionMode: '业务权限模式',
};

export interface AccessState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: AccessData | null;
  /**
   * The parts the last answered load did not bring, kept while a reload is under way (the
   * menu's loading flag shows its failure until the retry answers, ./slice-flags.ts).
   */
  failedParts: AccessPart[];
  /** The menu has not been loaded yet in this session (spec 4: first menu load clears it). */
  firstRequest: boolean;
  /**
   * The performance-analysis agreement check (sys/queryMgrProtocolSign, proType 6, signSt 0),
   * made for each navigation to a performance page: `forKey` is that navigation's location key.
   */
  agreement: { forKey: string; unsigned: boolean | null } | null;
}

const initialState: AccessState = {
  status: 'idle',
  data: null,
  failedParts: [],
  firstRequest: true,
  agreement: null,
};

export const accessSlice = createSlice({
  name: 'access',
  initialState,
  reducers: {
    accessLoading(state) {
      state.status = 'loading';
    },
    accessLoaded(state, action: PayloadAction<AccessData>) {
      state.status = 'ready';
      state.data = action.payload;
      state.failedParts = [];
      state.firstRequest = false;
    },
    accessFailed(state, action: PayloadAction<AccessPart[]>) {
      state.status = 'failed';
      state.failedParts = action.payload;
    },
    /** An institution switch: everything is the new institution's, load again. */
    accessReset() {
      return initialState;
    },
    tipsLoaded(state, action: PayloadAction<UserTips>) {
      if (state.data) state.data.tips = action.payload;
    },
    agreementChecking(state, action: PayloadAction<string>) {
      state.agreement = { forKey: action.payload, unsigned: null };
    },
    agreementChecked(state, action: PayloadAction<{ forKey: string; unsigned: boolean }>) {
      if (state.agreement?.forKey === action.payload.forKey) state.agreement = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectAccessStatus: (state) => state.status,
    selectAccessData: (state) => state.data,
    selectAccessFailedParts: (state) => state.failedParts,
    selectMenuTree: (state) => state.data?.menu ?? null,
    selectTips: (state) => state.data?.tips ?? null,
    selectAgreement: (state) => state.agreement,
  },
});

export const {
  accessLoading,
  accessLoaded,
  accessFailed,
  accessReset,
  tipsLoaded,
  agreementChecking,
  agreementChecked,
} = accessSlice.actions;
export const {
  selectAccessStatus,
  selectAccessData,
  selectAccessFailedParts,
  selectMenuTree,
  selectTips,
  selectAgreement,
} = accessSlice.selectors;
