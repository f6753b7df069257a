/**
 * A refused draft token (2415, src/api/register.ts): whichever step meets it hands it to the
 * page, which lets the registration go, keeps what was typed and offers the way back (resuming
 * by credit code with an administrator's SMS code).
 */
import { createContext, useCallback, useContext } from 'react';
import { DRAFT_TOKEN_REFUSED } from '@/api/register-token';
import type { ApiResponse } from '@/lib/http-client';

export const DRAFT_LOST_MESSAGE = '注册信息已失效，请重新验证后继续';

/** What the page does with a refused token: the server's message. */
export const DraftLostContext = createContext<(message: string) => void>(() => undefined);

/** `lost(response)`: true (and the page told) when the answer refused the draft token. */
export function useDraftLost(): (response: ApiResponse<unknown> | false) => boolean {
  const onLost = useContext(DraftLostContext);
  return useCallback(
    (response) => {
      if (!response || response.code !== DRAFT_TOKEN_REFUSED) return false;
      onLost(response.message || DRAFT_LOST_MESSAGE);
      return true;
    },
    [onLost],
  );
}
