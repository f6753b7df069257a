import { describe, expect, it } from 'vitest';
import {
  checkRobotEvent,
  createRobotMessageGate,
  readRobotMessage,
  safeHumanServiceUrl,
  safeRobotPath,
  type RobotEventLike,
  type RobotSender,
} from './chat-message';
import { eachReturns } from '../../test/support/each-returns';

const ROBOT_ORIGIN = 'http://localhost:5173';
const frameWindow = { name: 'robot frame' };
const sender: RobotSender = { origin: ROBOT_ORIGIN, source: frameWindow };

function event(data: unknown, over: Partial<RobotEventLike> = {}): RobotEventLike {
  return { origin: ROBOT_ORIGIN, source: frameWindow, data, ...over };
}

describe('robot messages accepted from the robot frame', () => {
  it.each([
    [{ type: 'login' }, { type: 'login' }],
    [{ type: 'human' }, { type: 'human' }],
    [
      { type: 'link', path: '/iservice/cpgl/cpfx' },
      { type: 'link', path: '/iservice/cpgl/cpfx' },
    ],
    [
      { path: '/iservice/cpgl/cpcsbg?type=10', type: 'link' },
      { type: 'link', path: '/iservice/cpgl/cpcsbg?type=10' },
    ],
    [
      { type: 'link', path: '/tgypt/tsfw/sjsj_gzpz#top' },
      { type: 'link', path: '/tgypt/tsfw/sjsj_gzpz#top' },
    ],
  ])('%j', (data, message) => {
    expect(checkRobotEvent(event(data), sender)).toEqual({ accepted: true, message });
  });

  it('accepts a message without a prototype (structured clone keeps plain objects)', () => {
    const data = Object.assign(Object.create(null) as object, { type: 'login' });
    expect(checkRobotEvent(event(data), sender).accepted).toBe(true);
  });
});

describe('robot messages refused', () => {
  it.each<[string, RobotEventLike, RobotSender | null, string]>([
    ['no frame yet', event({ type: 'login' }), null, 'no-frame'],
    ['frame without a window', event({ type: 'login' }), { ...sender, source: null }, 'no-frame'],
    ['no configured origin', event({ type: 'login' }), { ...sender, origin: '' }, 'no-frame'],
    [
      'another origin',
      event({ type: 'login' }, { origin: 'https://evil.example.com' }),
      sender,
      'origin',
    ],
    [
      'another port',
      event({ type: 'login' }, { origin: 'http://localhost:7100' }),
      sender,
      'origin',
    ],
    ['the null origin', event({ type: 'login' }, { origin: 'null' }), sender, 'origin'],
    [
      'origin with a path',
      event({ type: 'login' }, { origin: `${ROBOT_ORIGIN}/` }),
      sender,
      'origin',
    ],
    [
      'same origin, another window',
      event({ type: 'login' }, { source: { name: 'sibling' } }),
      sender,
      'source',
    ],
    ['same origin, no source', event({ type: 'login' }, { source: null }), sender, 'source'],
    ['a string', event('login'), sender, 'shape'],
    ['a JSON string', event('{"type":"login"}'), sender, 'shape'],
    ['null', event(null), sender, 'shape'],
    ['an array', event([{ type: 'login' }]), sender, 'shape'],
    ['unknown type', event({ type: 'logout' }), sender, 'shape'],
    ['the old human type', event({ type: 'humanService' }), sender, 'shape'],
    ['type in another case', event({ type: 'LOGIN' }), sender, 'shape'],
    ['prototype key as type', event({ type: 'toString' }), sender, 'shape'],
    ['type not a string', event({ type: 1 }), sender, 'shape'],
    ['extra key', event({ type: 'login', redirect: '/x' }), sender, 'shape'],
    ['link without path', event({ type: 'link' }), sender, 'shape'],
    ['link with url instead of path', event({ type: 'link', url: '/iservice' }), sender, 'shape'],
    ['link path not a string', event({ type: 'link', path: ['/iservice'] }), sender, 'shape'],
    ['link path empty', event({ type: 'link', path: '' }), sender, 'shape'],
    ['link path too long', event({ type: 'link', path: `/${'a'.repeat(2048)}` }), sender, 'shape'],
    ['a Date', event(new Date()), sender, 'shape'],
    [
      'absolute URL',
      event({ type: 'link', path: 'https://evil.example.com/' }),
      sender,
      'unsafe-link',
    ],
    ['scheme-relative', event({ type: 'link', path: '//evil.example.com' }), sender, 'unsafe-link'],
    ['backslash', event({ type: 'link', path: '/\\evil.example.com' }), sender, 'unsafe-link'],
    ['javascript', event({ type: 'link', path: 'javascript:alert(1)' }), sender, 'unsafe-link'],
    ['encoded slash', event({ type: 'link', path: '/%2Fevil.example.com' }), sender, 'unsafe-link'],
    ['relative path', event({ type: 'link', path: 'iservice/cpgl' }), sender, 'unsafe-link'],
    ['the login page', event({ type: 'link', path: '/login' }), sender, 'unsafe-link'],
    ['the lock page', event({ type: 'link', path: '/locking' }), sender, 'unsafe-link'],
  ])('%s', (_name, received, expected, reason) => {
    expect(checkRobotEvent(received, expected)).toEqual({ accepted: false, reason });
  });
});

describe('the debounce of robot messages (spec 9: 3000 ms)', () => {
  function clock(start = 1_000_000) {
    let now = start;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  }

  it('drops a second link within 3 s and takes one after', () => {
    const time = clock();
    const gate = createRobotMessageGate(time.now);
    const first = event({ type: 'link', path: '/iservice/cpgl/cpfx' });
    const second = event({ type: 'link', path: '/iservice/cpgl/cpcsbg' });
    expect(gate(first, sender)).toEqual({ accepted: true, message: first.data });
    time.advance(3000 - 1);
    expect(gate(second, sender)).toEqual({ accepted: false, reason: 'debounced' });
    // Counted from the accepted one, not from the dropped one.
    time.advance(1);
    expect(gate(second, sender)).toEqual({ accepted: true, message: second.data });
  });

  it('counts each type on its own', () => {
    const time = clock();
    const gate = createRobotMessageGate(time.now);
    expect(gate(event({ type: 'link', path: '/main' }), sender).accepted).toBe(true);
    expect(gate(event({ type: 'human' }), sender).accepted).toBe(true);
    expect(gate(event({ type: 'human' }), sender)).toEqual({
      accepted: false,
      reason: 'debounced',
    });
    expect(gate(event({ type: 'login' }), sender).accepted).toBe(true);
  });

  it('lets a refused message not start the window', () => {
    const time = clock();
    const gate = createRobotMessageGate(time.now);
    expect(gate(event({ type: 'link', path: '//evil.example.com' }), sender).accepted).toBe(false);
    expect(
      gate(event({ type: 'link', path: '/main' }, { origin: 'https://evil.example.com' }), sender)
        .accepted,
    ).toBe(false);
    expect(gate(event({ type: 'link', path: '/main' }), sender).accepted).toBe(true);
  });
});

describe('readRobotMessage', () => {
  it('copies only the known fields', () => {
    const data = { type: 'link', path: '/main' };
    const message = readRobotMessage(data);
    expect(message).toEqual(data);
    expect(message).not.toBe(data);
  });
});

describe('safeRobotPath', () => {
  it('keeps query and hash of a site path', () => {
    expect(safeRobotPath('/zxbm?id=1&title=a#x')).toBe('/zxbm?id=1&title=a#x');
    expect(safeRobotPath('https://localhost:5173/main')).toBeNull();
  });
});

describe('safeHumanServiceUrl', () => {
  eachReturns('%s', safeHumanServiceUrl, [
    [
      'https://im.xinghe-sec.com.cn/human-service?channel=fmp',
      'https://im.xinghe-sec.com.cn/human-service?channel=fmp',
    ],
    ['http://localhost:7100/human', 'http://localhost:7100/human'],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['/relative/path', null],
    ['//evil.example.com', null],
    ['https://user:pass@evil.example.com/', null],
    [' https://im.xinghe-sec.com.cn/', null],
    ['', null],
    [undefined, null],
  ]);
});
