/**
 * The customer-service chat panel (spec 2.6, 3 chat prefs, 4): open or closed, the auto pop-up
 * preference, the page context sent to the robot, and the panel width. The page header's
 * 'consult me' opens it; the panel closes itself. `isAutoShowChat` is a preference kept in
 * local storage (key isAutoShowChat, default true) that outlives a logout; the rest is the
 * session's and resets on logout.
 */
import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '@/policy/stored-keys';
import { rootReducer } from './root-reducer';
import { loggedOut } from './session-actions';

/** Panel width in px: the drag and the arrow keys stay within min and max. */
export const CHAT_WIDTH = { min: 320, max: 720, initial: 380, step: 20 } as const;

/** The page the panel was opened on, sent to the robot (and to the config call). */
export type ChatContext = Record<string, string>;

export interface ChatState {
  isShowChat: boolean;
  isAutoShowChat: boolean;
  /** The auto pop-up has had its one chance this session (or the user opened or closed it). */
  autoShowDone: boolean;
  urlParamsQuery: ChatContext;
  width: number;
}

/** The stored preference: anything but 'false' (including nothing stored) means true. */
export function readAutoShowChat(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.isAutoShowChat) !== 'false';
  } catch {
    return true;
  }
}

function writeAutoShowChat(value: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEYS.isAutoShowChat, String(value));
  } catch (error) {
    console.warn(`[storage] cannot write ${STORAGE_KEYS.isAutoShowChat}`, error);
  }
}

export function clampChatWidth(width: number): number {
  if (!Number.isFinite(width)) return CHAT_WIDTH.initial;
  return Math.round(Math.min(CHAT_WIDTH.max, Math.max(CHAT_WIDTH.min, width)));
}

function initialChatState(): ChatState {
  return {
    isShowChat: false,
    isAutoShowChat: readAutoShowChat(),
    autoShowDone: false,
    urlParamsQuery: {},
    width: CHAT_WIDTH.initial,
  };
}

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    /** 'consult me', or any other way in. An optional page context goes to the robot. */
    chatOpened(state, action: PayloadAction<ChatContext | undefined>) {
      state.isShowChat = true;
      state.autoShowDone = true;
      if (action.payload) state.urlParamsQuery = action.payload;
    },
    chatClosed(state) {
      state.isShowChat = false;
      state.autoShowDone = true;
    },
    chatToggled(state) {
      state.isShowChat = !state.isShowChat;
      state.autoShowDone = true;
    },
    /** The auto pop-up's one chance this session: opens when the preference says so. */
    chatAutoShown(state) {
      if (state.autoShowDone) return;
      state.autoShowDone = true;
      if (state.isAutoShowChat) state.isShowChat = true;
    },
    /** The store's side of the preference; changeAutoShowChat also stores it. */
    autoShowChanged(state, action: PayloadAction<boolean>) {
      state.isAutoShowChat = action.payload;
    },
    chatContextChanged(state, action: PayloadAction<ChatContext>) {
      state.urlParamsQuery = action.payload;
    },
    chatWidthChanged(state, action: PayloadAction<number>) {
      state.width = clampChatWidth(action.payload);
    },
  },
  extraReducers: (builder) => {
    // The preference and the width are the browser's, not the user's: they stay.
    builder.addCase(loggedOut, (state) => ({
      ...initialChatState(),
      isAutoShowChat: state.isAutoShowChat,
      width: state.width,
    }));
  },
  selectors: {
    selectIsShowChat: (state) => state.isShowChat,
    selectIsAutoShowChat: (state) => state.isAutoShowChat,
    /** The auto pop-up has not had its chance yet and the preference is on. */
    selectAutoShowPending: (state) => !state.autoShowDone && state.isAutoShowChat,
    selectChatContext: (state) => state.urlParamsQuery,
    selectChatWidth: (state) => state.width,
  },
});

export const {
  chatOpened,
  chatClosed,
  chatToggled,
  chatAutoShown,
  autoShowChanged,
  chatContextChanged,
  chatWidthChanged,
} = chatSlice.actions;

/**
 * The chat's state joins the store when the signed-in frame that shows it loads: importing this
 * module injects it, and the login page's store never holds it. Until an action fills it, the
 * selectors read the initial state.
 */
const injectedChat = chatSlice.injectInto(rootReducer);

export const {
  selectIsShowChat,
  selectIsAutoShowChat,
  selectAutoShowPending,
  selectChatContext,
  selectChatWidth,
} = injectedChat.selectors;

/** The 'auto pop-up' checkbox: stored in local storage (isAutoShowChat), then in the store. */
export function changeAutoShowChat(value: boolean) {
  return (dispatch: Dispatch): void => {
    writeAutoShowChat(value);
    dispatch(autoShowChanged(value));
  };
}
