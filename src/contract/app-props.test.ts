import { createShellProps, isSubAppProps, watchGlobalState } from './app-props';
import { EMPTY_GLOBAL_STATE, type GlobalState } from './global-state';
import {
  defaultEntry,
  isSubAppName,
  MICRO_APPS,
  SUB_APP_NAMES,
  subAppOfPath,
} from './micro-app-bases';
import { eachReturns } from '../../test/support/each-returns';

const validProps = () => ({
  container: document.createElement('div'),
  basePath: '/ds',
  send: () => {},
  onGlobalStateChange: () => {},
});

describe('isSubAppProps', () => {
  it('accepts what qiankun delivers (with single-spa extras and setGlobalState)', () => {
    expect(isSubAppProps(validProps())).toBe(true);
    expect(
      isSubAppProps({
        ...validProps(),
        setGlobalState: () => true,
        name: 'ds',
        singleSpa: {},
        mountParcel: () => {},
      }),
    ).toBe(true);
  });

  it.each([
    ['null', null],
    ['no container', { ...validProps(), container: undefined }],
    ['a container selector string', { ...validProps(), container: '#subapp' }],
    ['no basePath', { ...validProps(), basePath: undefined }],
    ['a relative basePath', { ...validProps(), basePath: 'ds' }],
    ['no send', { ...validProps(), send: undefined }],
    ['no onGlobalStateChange', { ...validProps(), onGlobalStateChange: undefined }],
    ['a non-function setGlobalState', { ...validProps(), setGlobalState: {} }],
  ])('rejects %s', (_name, value) => {
    expect(isSubAppProps(value)).toBe(false);
  });
});

describe('watchGlobalState', () => {
  it('asks for the current state at once and reads every change safely', () => {
    let callback: ((s: Record<string, unknown>, p: Record<string, unknown>) => void) | undefined;
    const onGlobalStateChange = vi.fn((cb: typeof callback, _fire?: boolean) => {
      callback = cb;
    });
    const seen: GlobalState[] = [];
    watchGlobalState({ onGlobalStateChange }, (state) => seen.push(state));
    expect(onGlobalStateChange).toHaveBeenCalledWith(expect.any(Function), true);
    callback!({ ...EMPTY_GLOBAL_STATE, instName: '甲' }, {});
    callback!({ instName: 7, token: 't' }, {});
    expect(seen.map((s) => [s.instName, s.token])).toEqual([
      ['甲', ''],
      ['', 't'],
    ]);
  });
});

describe('micro-app bases', () => {
  it('names every app once, with its own name as key, base /<name> and its QA port', () => {
    expect(SUB_APP_NAMES).toEqual(Object.keys(MICRO_APPS));
    expect(SUB_APP_NAMES.map((name) => MICRO_APPS[name])).toEqual([
      { name: 'ds', base: '/ds', port: 7101, title: '直销' },
      { name: 'iservice', base: '/iservice', port: 7102, title: '在线服务平台' },
      { name: 'tgypt', base: '/tgypt', port: 7103, title: '托管业务云平台' },
    ]);
  });

  it('the shell props carry the base of the contract', () => {
    const send = () => {};
    expect(createShellProps('tgypt', send)).toEqual({ basePath: '/tgypt', send });
  });

  eachReturns('subAppOfPath(%s) is %s', subAppOfPath, [
    ['/ds', 'ds'],
    ['/ds/', 'ds'],
    ['/ds?x=1', 'ds'],
    ['/iservice/tgtj/tjtsh', 'iservice'],
    ['/tgypt/tsfw/sjsj_gzpz', 'tgypt'],
    ['/dsx', null],
    ['/', null],
    ['/main', null],
    ['/x/ds', null],
  ]);

  it('isSubAppName and defaultEntry', () => {
    expect(isSubAppName('iservice')).toBe(true);
    expect(isSubAppName('toString')).toBe(false);
    expect(defaultEntry('iservice')).toBe('http://localhost:7102/iservice/');
  });
});
