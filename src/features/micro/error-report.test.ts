import { appTracker } from '@/lib/app-tracker';
import {
  appOfUncaught,
  messageOf,
  reportSubAppError,
  SUBAPP_ERROR_EVENT,
  technicalDetail,
} from '@/features/micro/error-report';
import { eachReturns } from '../../../test/support/each-returns';

const ENTRIES = {
  ds: 'http://localhost:7101/ds/',
  iservice: 'http://localhost:7102/iservice/',
  tgypt: 'http://localhost:7103/tgypt/',
};
const ORIGIN = 'http://localhost:5173';

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('appOfUncaught', () => {
  it('an error event from a stub script (qiankun evaluates it with its sourceURL)', () => {
    const error = new Error('boom');
    const event = new ErrorEvent('error', {
      error,
      filename: 'http://localhost:7102/iservice/iservice.umd.js',
    });
    expect(appOfUncaught(event, ENTRIES, ORIGIN)).toEqual({ app: 'iservice', error });
  });

  it('a rejection whose stack runs through a stub', () => {
    const error = new Error('async boom');
    error.stack = 'Error: async boom\n    at x (http://localhost:7103/tgypt/tgypt.umd.js?t=9:1:1)';
    expect(appOfUncaught(rejection(error), ENTRIES, ORIGIN)).toEqual({ app: 'tgypt', error });
  });

  it('a single-spa error naming its app or a second instance of it', () => {
    const error = Object.assign(new Error('x'), { appOrParcelName: 'ds_1' });
    expect(appOfUncaught(rejection(error), ENTRIES, ORIGIN)?.app).toBe('ds');
  });

  it("the shell's own errors belong to no app", () => {
    const error = new Error('shell');
    error.stack = 'Error: shell\n    at y (http://localhost:5173/src/app/app.tsx:1:1)';
    expect(appOfUncaught(rejection(error), ENTRIES, ORIGIN)).toBeNull();
    expect(
      appOfUncaught(
        new ErrorEvent('error', { message: 'x', filename: `${ORIGIN}/a.js` }),
        ENTRIES,
        ORIGIN,
      ),
    ).toBeNull();
    expect(appOfUncaught(rejection('a string'), ENTRIES, ORIGIN)).toBeNull();
  });
});

describe('reporting', () => {
  it('goes to the console and the tracker', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tracked = vi.spyOn(appTracker, 'track').mockImplementation(() => {});
    const error = new Error('Failed to fetch');
    reportSubAppError({ app: 'ds', phase: 'load', message: 'Failed to fetch', error });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('ds'), error);
    expect(tracked).toHaveBeenCalledWith(SUBAPP_ERROR_EVENT, {
      app: 'ds',
      phase: 'load',
      message: 'Failed to fetch',
    });
  });

  eachReturns('messageOf(%s) is %s', messageOf, [
    [new Error('x'), 'x'],
    [new TypeError(''), 'TypeError'],
    ['text', 'text'],
    [{ code: 1 }, '{"code":1}'],
  ]);

  it('technicalDetail drops single-spa prefixes', () => {
    expect(
      technicalDetail(
        "application 'tgypt' died in status LOADING_SOURCE_CODE: application 'tgypt' died in status LOADING_SOURCE_CODE: Failed to fetch",
      ),
    ).toBe('Failed to fetch');
    expect(technicalDetail('plain')).toBe('plain');
  });
});
