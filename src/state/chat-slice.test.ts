import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUserData } from '@/lib/browser-storage';
import {
  autoShowChanged,
  CHAT_WIDTH,
  changeAutoShowChat,
  chatAutoShown,
  chatClosed,
  chatContextChanged,
  chatOpened,
  chatSlice,
  chatToggled,
  chatWidthChanged,
  clampChatWidth,
  readAutoShowChat,
  selectAutoShowPending,
  selectChatContext,
  selectChatWidth,
  selectIsAutoShowChat,
  selectIsShowChat,
} from './chat-slice';
import { loggedOut } from './session-actions';

/** A store with the chat slice (the portal's root reducer adds it beside the others). */
function makeChatStore() {
  return configureStore({ reducer: combineSlices(chatSlice) });
}

afterEach(() => localStorage.clear());

describe('chat panel state', () => {
  it('starts closed, auto pop-up on, no context, the initial width', () => {
    const state = makeChatStore().getState();
    expect(selectIsShowChat(state)).toBe(false);
    expect(selectIsAutoShowChat(state)).toBe(true);
    expect(selectAutoShowPending(state)).toBe(true);
    expect(selectChatContext(state)).toEqual({});
    expect(selectChatWidth(state)).toBe(CHAT_WIDTH.initial);
  });

  it('opens, closes and toggles', () => {
    const store = makeChatStore();
    store.dispatch(chatOpened());
    expect(selectIsShowChat(store.getState())).toBe(true);
    store.dispatch(chatClosed());
    expect(selectIsShowChat(store.getState())).toBe(false);
    store.dispatch(chatToggled());
    expect(selectIsShowChat(store.getState())).toBe(true);
    store.dispatch(chatToggled());
    expect(selectIsShowChat(store.getState())).toBe(false);
  });

  it('keeps the page context given on opening, and replaces it', () => {
    const store = makeChatStore();
    store.dispatch(chatOpened({ pagePath: '/tgypt/tsfw/sjsj_gzpz' }));
    expect(selectChatContext(store.getState())).toEqual({ pagePath: '/tgypt/tsfw/sjsj_gzpz' });
    store.dispatch(chatOpened());
    expect(selectChatContext(store.getState())).toEqual({ pagePath: '/tgypt/tsfw/sjsj_gzpz' });
    store.dispatch(chatContextChanged({ pagePath: '/main' }));
    expect(selectChatContext(store.getState())).toEqual({ pagePath: '/main' });
  });

  it('clamps the width between the bounds', () => {
    const store = makeChatStore();
    store.dispatch(chatWidthChanged(500.4));
    expect(selectChatWidth(store.getState())).toBe(500);
    store.dispatch(chatWidthChanged(10));
    expect(selectChatWidth(store.getState())).toBe(CHAT_WIDTH.min);
    store.dispatch(chatWidthChanged(5000));
    expect(selectChatWidth(store.getState())).toBe(CHAT_WIDTH.max);
    expect(clampChatWidth(Number.NaN)).toBe(CHAT_WIDTH.initial);
    expect(CHAT_WIDTH.min).toBeLessThan(CHAT_WIDTH.initial);
    expect(CHAT_WIDTH.initial).toBeLessThan(CHAT_WIDTH.max);
  });
});

describe('the auto pop-up', () => {
  it('opens the panel once per session', () => {
    const store = makeChatStore();
    store.dispatch(chatAutoShown());
    expect(selectIsShowChat(store.getState())).toBe(true);
    expect(selectAutoShowPending(store.getState())).toBe(false);
    store.dispatch(chatClosed());
    store.dispatch(chatAutoShown());
    expect(selectIsShowChat(store.getState())).toBe(false);
  });

  it('does not open when the preference is off', () => {
    localStorage.setItem('isAutoShowChat', 'false');
    const store = makeChatStore();
    expect(selectAutoShowPending(store.getState())).toBe(false);
    store.dispatch(chatAutoShown());
    expect(selectIsShowChat(store.getState())).toBe(false);
  });

  it('has no chance left once the user opened or closed the panel', () => {
    for (const action of [chatOpened(), chatClosed(), chatToggled()]) {
      const store = makeChatStore();
      store.dispatch(action);
      store.dispatch(chatClosed());
      store.dispatch(chatAutoShown());
      expect(selectIsShowChat(store.getState())).toBe(false);
    }
  });

  it('gets a new chance after a logout, which closes the panel and forgets the context', () => {
    const store = makeChatStore();
    store.dispatch(chatOpened({ pagePath: '/main' }));
    store.dispatch(chatWidthChanged(600));
    store.dispatch(loggedOut());
    const state = store.getState();
    expect(selectIsShowChat(state)).toBe(false);
    expect(selectChatContext(state)).toEqual({});
    expect(selectAutoShowPending(state)).toBe(true);
    // The width is the browser's, not the user's.
    expect(selectChatWidth(state)).toBe(600);
  });
});

describe('the isAutoShowChat preference (spec 3: local flag, default true)', () => {
  it('reads true unless stored as false', () => {
    expect(readAutoShowChat()).toBe(true);
    localStorage.setItem('isAutoShowChat', 'true');
    expect(readAutoShowChat()).toBe(true);
    localStorage.setItem('isAutoShowChat', 'false');
    expect(readAutoShowChat()).toBe(false);
  });

  it('is stored by the checkbox thunk and read by the next store', () => {
    const store = makeChatStore();
    store.dispatch(changeAutoShowChat(false));
    expect(localStorage.getItem('isAutoShowChat')).toBe('false');
    expect(selectIsAutoShowChat(store.getState())).toBe(false);
    expect(selectIsAutoShowChat(makeChatStore().getState())).toBe(false);
    store.dispatch(changeAutoShowChat(true));
    expect(localStorage.getItem('isAutoShowChat')).toBe('true');
    expect(selectIsAutoShowChat(makeChatStore().getState())).toBe(true);
  });

  it('survives a logout in the store and in the storage', () => {
    const store = makeChatStore();
    store.dispatch(changeAutoShowChat(false));
    clearUserData();
    store.dispatch(loggedOut());
    expect(localStorage.getItem('isAutoShowChat')).toBe('false');
    expect(selectIsAutoShowChat(store.getState())).toBe(false);
  });

  it('only changes the store with the plain action', () => {
    const store = makeChatStore();
    store.dispatch(autoShowChanged(false));
    expect(selectIsAutoShowChat(store.getState())).toBe(false);
    expect(localStorage.getItem('isAutoShowChat')).toBeNull();
  });

  it('defaults to true when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readAutoShowChat()).toBe(true);
  });

  it('does not break the checkbox when storage cannot be written', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = makeChatStore();
    store.dispatch(changeAutoShowChat(false));
    expect(selectIsAutoShowChat(store.getState())).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
