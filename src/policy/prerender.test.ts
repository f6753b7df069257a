import { describe, expect, it } from 'vitest';
import { mayHydrate, type HydrateInput } from './prerender';

const rows: [string, HydrateInput, boolean][] = [
  [
    'the login page, anonymous',
    { prerendered: '/login', pathname: '/login', signedIn: false },
    true,
  ],
  [
    'the login page, signed in (sent on)',
    { prerendered: '/login', pathname: '/login', signedIn: true },
    false,
  ],
  ['no prerendered markup', { prerendered: undefined, pathname: '/login', signedIn: false }, false],
  ['empty marker', { prerendered: '', pathname: '/login', signedIn: false }, false],
  [
    'markup of another path',
    { prerendered: '/login', pathname: '/forget', signedIn: false },
    false,
  ],
  [
    'a trailing slash is another path',
    { prerendered: '/login', pathname: '/login/', signedIn: false },
    false,
  ],
  ['other case', { prerendered: '/login', pathname: '/LOGIN', signedIn: false }, false],
  [
    'a signed-in page marked by mistake',
    { prerendered: '/', pathname: '/', signedIn: false },
    false,
  ],
];

describe('mayHydrate', () => {
  it.each(rows)('%s', (_name, input, expected) => {
    expect(mayHydrate(input)).toBe(expected);
  });
});
