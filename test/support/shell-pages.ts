/**
 * What the integration tests of the shell's own pages share: room for a slow run of the whole
 * portal in jsdom, the mock API's address, antd's two-character button labels.
 */
import { configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/** The whole portal renders in jsdom on a machine shared with other builds: room for a slow run. */
export const SLOW = { timeout: 40_000 };

export const API = 'http://localhost:3000/api/';

/** antd puts a space between the two characters of a two-character button label. */
export const label = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/** Waits up to 10 s for what the page shows; each test ends on real timers. */
export function withShellPageDefaults(): void {
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => vi.useRealTimers());
}
