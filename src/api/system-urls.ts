/** URL constants of the system API domain, relative to the API base; shared with the mocks. */
export const SYSTEM_URLS = {} as const;
