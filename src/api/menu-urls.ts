/** URL constants of the menu API domain, relative to the API base; shared with the mocks. */
export const MENU_URLS = {} as const;
