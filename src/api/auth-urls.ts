/** URL constants of the auth/user domain (spec 7.1), relative to the API base; shared with the mocks. */
export const AUTH_URLS = {
  querySysConfig: 'sys/querySysConfig',
} as const;
