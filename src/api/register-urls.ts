/** URL constants of the register API domain, relative to the API base; shared with the mocks. */
export const REGISTER_URLS = {} as const;
