/**
 * Addresses outside the portal's routes that the spec names without giving them (spec 2.4 the
 * service guide, spec 2.6 the satisfaction survey): from the build's environment
 * (VITE_SERVICE_GUIDE_URL, VITE_SATISFACTION_SURVEY_URL), else the demonstration pages of
 * public/external/, which the dev server, the preview, the demo build and nginx all serve. An
 * address that is neither http(s) nor a path of this site fails the start-up with its name.
 */
import { EnvError } from './micro-entries';

/** The build's environment, absent when the mock server imports this module under Node. */
const raw = ((import.meta as { env?: Record<string, unknown> }).env ?? {}) as Record<
  string,
  unknown
>;

export function configuredAddress(name: string, value: unknown, fallback: string): string {
  const address = String(value ?? '').trim();
  if (address === '') return fallback;
  if (/^https?:\/\/[^\s/]+[^\s]*$/i.test(address) || /^\/(?![/\\])[^\s\\]*$/.test(address)) {
    return address;
  }
  throw new EnvError(`${name} must be an http(s) address or a path of the site, got "${address}"`);
}

export const SERVICE_GUIDE_URL = configuredAddress(
  'VITE_SERVICE_GUIDE_URL',
  raw.VITE_SERVICE_GUIDE_URL,
  '/external/service-guide.html',
);

export const SATISFACTION_SURVEY_URL = configuredAddress(
  'VITE_SATISFACTION_SURVEY_URL',
  raw.VITE_SATISFACTION_SURVEY_URL,
  '/external/satisfaction-survey.html',
);
