/** URL constants of the product API domain, relative to the API base; shared with the mocks. */
export const PRODUCT_URLS = {} as const;
