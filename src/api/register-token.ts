/**
 * The draft token of a registration (src/api/register.ts): the header that carries it, and
 * the code that refuses a call without it or with another. Shared with the mocks.
 */

/** The request header of the draft token (never a URL parameter: URLs end up in logs). */
export const REGISTER_TOKEN_HEADER = 'X-Register-Token';

/** 注册信息已失效，请重新验证后继续: the draft token is missing or not the draft's. */
export const DRAFT_TOKEN_REFUSED = 2415;

/** A registration and the secret that lets its holder read and change it. */
export interface DraftKey {
  regId: string;
  draftToken: string;
}
