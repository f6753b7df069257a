/** URL constants of the home API domain, relative to the API base; shared with the mocks. */
export const HOME_URLS = {} as const;
