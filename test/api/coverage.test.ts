/**
 * API coverage: every function of every API module is called once with valid input (the mock
 * answers code 0) and once with invalid input (a non-zero code), every call of spec section 7
 * is seen on the wire with its method, and every URL constant is used. Every answer received
 * matches the OpenAPI document (docs/openapi.json): the data of a code-0 answer has the call's
 * schema, and a refusal is the envelope.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as authApi from '@/api/auth';
import * as authUrls from '@/api/auth-urls';
import * as homeApi from '@/api/home';
import * as homeUrls from '@/api/home-urls';
import * as menuApi from '@/api/menu';
import * as menuUrls from '@/api/menu-urls';
import * as pictureApi from '@/api/picture';
import * as pictureUrls from '@/api/picture-urls';
import * as productApi from '@/api/product';
import * as productUrls from '@/api/product-urls';
import * as registerApi from '@/api/register';
import * as registerUrls from '@/api/register-urls';
import * as systemApi from '@/api/system';
import * as systemUrls from '@/api/system-urls';
import * as valueApi from '@/api/value';
import * as valueUrls from '@/api/value-urls';
import type { ApiResponse } from '@/lib/http-client';
import { server } from '@/mocks/node';
import { signInAs, signOut } from '../support/session';
import { authExamples } from './examples/auth';
import type { ApiFn, Caller, Example } from './examples/example';
import { homeExamples } from './examples/home';
import { answerProblemsOf } from './openapi-answers';
import { menuExamples } from './examples/menu';
import { pictureExamples } from './examples/picture';
import { productExamples } from './examples/product';
import { registerExamples } from './examples/register';
import { systemExamples } from './examples/system';
import { valueExamples } from './examples/value';
import { SPEC_CALLS } from './spec-calls';

const domains = [
  { name: 'auth', api: authApi, urls: authUrls, examples: authExamples },
  { name: 'menu', api: menuApi, urls: menuUrls, examples: menuExamples },
  { name: 'product', api: productApi, urls: productUrls, examples: productExamples },
  { name: 'system', api: systemApi, urls: systemUrls, examples: systemExamples },
  { name: 'home', api: homeApi, urls: homeUrls, examples: homeExamples },
  { name: 'value', api: valueApi, urls: valueUrls, examples: valueExamples },
  { name: 'register', api: registerApi, urls: registerUrls, examples: registerExamples },
  { name: 'picture', api: pictureApi, urls: pictureUrls, examples: pictureExamples },
] as const;

/** Requests seen while valid examples ran: "METHOD path" relative to /api/. */
const seen = new Set<string>();
let recording = false;
server.events.on('request:start', ({ request }) => {
  if (!recording) return;
  const path = new URL(request.url).pathname.replace(/^\/api\//, '');
  seen.add(`${request.method} ${path}`);
});

function callAs(caller: Caller | undefined): void {
  signOut();
  if (caller !== 'anonymous') signInAs(caller ?? 'admin');
}

function asResponse(result: unknown): ApiResponse {
  expect(result, 'the call resolved to false (network error or no handler)').not.toBe(false);
  expect(result).toMatchObject({ code: expect.any(Number) });
  return result as ApiResponse;
}

function expectDocumented(name: string, answer: ApiResponse): void {
  expect(
    answerProblemsOf(name, answer),
    `${name}: the answer differs from docs/openapi.json`,
  ).toEqual([]);
}

function functionsOf(api: Record<string, unknown>): [string, ApiFn][] {
  return Object.entries(api).filter(
    (entry): entry is [string, ApiFn] => typeof entry[1] === 'function',
  );
}

describe.each(domains)('API domain $name', ({ api, examples }) => {
  const table = examples as Record<string, Example<ApiFn> | undefined>;
  const fns = functionsOf(api);

  it('has at least one function, each with an example', () => {
    expect(fns.length).toBeGreaterThan(0);
    expect(fns.map(([name]) => name).filter((name) => !table[name])).toEqual([]);
  });

  it.each(fns)('%s answers code 0 to a valid call', async (name, fn) => {
    const example = table[name];
    if (!example) throw new Error(`no example for ${name}`);
    callAs(example.as);
    await example.setup?.();
    const args = typeof example.valid === 'function' ? await example.valid() : example.valid;
    recording = true;
    const result = asResponse(await fn(...args));
    recording = false;
    expect(result.message === undefined || typeof result.message === 'string').toBe(true);
    expect(result.code, `${name}: ${result.message ?? ''}`).toBe(0);
    expectDocumented(name, result);
  });

  it.each(fns)('%s answers a non-zero code to an invalid call', async (name, fn) => {
    const example = table[name];
    if (!example) throw new Error(`no example for ${name}`);
    const invalid = example.invalid;
    if ('none' in invalid) {
      expect(invalid.none.length, `${name}: say why it takes no input`).toBeGreaterThan(10);
      return;
    }
    if ('anonymous' in invalid) {
      callAs(example.as);
      await example.setup?.();
      const args = typeof example.valid === 'function' ? await example.valid() : example.valid;
      signOut();
      const result = asResponse(await fn(...args));
      expect(result.code).toBe(-403);
      expectDocumented(name, result);
      return;
    }
    callAs(invalid.as ?? example.as);
    await invalid.setup?.();
    const result = asResponse(await fn(...invalid.args));
    expect(result.code, `${name} accepted invalid input`).not.toBe(0);
    expect(result.message, `${name}: a refusal needs a Chinese message`).toMatch(/[\u4e00-\u9fa5]/);
    expectDocumented(name, result);
  });
});

describe('spec section 7', () => {
  afterAll(() => {
    recording = false;
  });

  it('every URL constant is a path relative to the API base', () => {
    for (const { urls } of domains) {
      for (const table of Object.values(urls)) {
        for (const path of Object.values(table as Record<string, string>)) {
          expect(path).toMatch(/^[a-zA-Z][\w/]*$/);
        }
      }
    }
  });

  it('every call of the spec was made by an API function and answered by a handler', () => {
    // Runs after the valid examples of every domain (Vitest runs a file's tests in order).
    expect(SPEC_CALLS.filter((call) => !seen.has(call))).toEqual([]);
  });

  it('every URL constant was called', () => {
    const paths = new Set([...seen].map((call) => call.split(' ')[1]));
    const unused: string[] = [];
    for (const { urls } of domains) {
      for (const table of Object.values(urls)) {
        for (const path of Object.values(table as Record<string, string>)) {
          if (!paths.has(path)) unused.push(path);
        }
      }
    }
    expect(unused).toEqual([]);
  });
});
