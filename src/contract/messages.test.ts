import { isPortalPath, isSubAppMessage, MAX_LABEL_LENGTH, MAX_PATH_LENGTH } from './messages';
import { eachReturns } from '../../test/support/each-returns';

describe('isSubAppMessage', () => {
  const accepted: [string, unknown][] = [
    ['navigate to a portal path', { type: 'navigate', path: '/iservice/tzjx/jxfx' }],
    ['navigate to home', { type: 'navigate', path: '/' }],
    ['navigate with a query', { type: 'navigate', path: '/iservice/cpgl/cpcsbg?type=10' }],
    ['navigate with replace', { type: 'navigate', path: '/ds/x', replace: true }],
    ['navigate with a Chinese query', { type: 'navigate', path: '/zxbm?title=报名' }],
    ['refreshTips', { type: 'refreshTips' }],
    ['setTitle', { type: 'setTitle', title: '产品发行' }],
    ['setTitle at the length limit', { type: 'setTitle', title: 'x'.repeat(MAX_LABEL_LENGTH) }],
    ['setBreadcrumbName', { type: 'setBreadcrumbName', name: '产品详情 P001' }],
    ['stepMode on', { type: 'stepMode', on: true }],
    ['stepMode off', { type: 'stepMode', on: false }],
  ];
  it.each(accepted)('accepts %s', (_name, message) => {
    expect(isSubAppMessage(message)).toBe(true);
  });

  const rejected: [string, unknown][] = [
    ['null', null],
    ['a string', 'navigate'],
    ['an array', [{ type: 'refreshTips' }]],
    ['no type', { path: '/' }],
    ['an unknown type', { type: 'logout' }],
    ['a type of another case', { type: 'RefreshTips' }],
    ['navigate without a path', { type: 'navigate' }],
    ['navigate to another site', { type: 'navigate', path: 'https://evil.example/' }],
    ['navigate protocol-relative', { type: 'navigate', path: '//evil.example/' }],
    ['navigate with a backslash', { type: 'navigate', path: '/\\evil.example' }],
    ['navigate to javascript:', { type: 'navigate', path: 'javascript:alert(1)' }],
    ['navigate with a newline', { type: 'navigate', path: '/a\nb' }],
    ['navigate with a relative path', { type: 'navigate', path: 'iservice/x' }],
    ['navigate with a number path', { type: 'navigate', path: 42 }],
    ['navigate with a string replace', { type: 'navigate', path: '/', replace: 'yes' }],
    ['navigate with an extra key', { type: 'navigate', path: '/', target: '_blank' }],
    ['navigate too long', { type: 'navigate', path: `/${'a'.repeat(MAX_PATH_LENGTH)}` }],
    ['refreshTips with an extra key', { type: 'refreshTips', force: true }],
    ['setTitle empty', { type: 'setTitle', title: '' }],
    ['setTitle blank', { type: 'setTitle', title: '   ' }],
    ['setTitle too long', { type: 'setTitle', title: 'x'.repeat(MAX_LABEL_LENGTH + 1) }],
    ['setTitle not a string', { type: 'setTitle', title: { text: 'x' } }],
    ['setBreadcrumbName without a name', { type: 'setBreadcrumbName' }],
    ['setBreadcrumbName with title instead of name', { type: 'setBreadcrumbName', title: 'x' }],
    ['stepMode without on', { type: 'stepMode' }],
    ['stepMode with a string', { type: 'stepMode', on: 'true' }],
    ['inherited keys', Object.create({ type: 'navigate', path: '/ds/x' }) as unknown],
    ['an inherited title', Object.assign(Object.create({ title: '伪造' }), { type: 'setTitle' })],
  ];
  it.each(rejected)('rejects %s', (_name, message) => {
    expect(isSubAppMessage(message)).toBe(false);
  });
});

describe('isPortalPath', () => {
  eachReturns('%j -> %s', isPortalPath, [
    ['/', true],
    ['/iservice/tgtj/tjtsh', true],
    ['/a?b=c#d', true],
    ['', false],
    ['//host', false],
    ['/\\host', false],
    ['/a b', false],
    ['/a\tb', false],
    ['/a\u007fb', false],
    ['http://localhost:5173/', false],
  ]);
});
