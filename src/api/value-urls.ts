/** URL constants of the value API domain, relative to the API base; shared with the mocks. */
export const VALUE_URLS = {} as const;
