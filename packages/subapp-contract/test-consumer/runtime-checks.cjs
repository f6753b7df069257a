/**
 * Runtime checks of the installed package, shared by runtime.mjs (import) and runtime.cjs
 * (require): the public values are exactly the expected ones and a few helpers behave.
 */
const assert = require('node:assert/strict');

module.exports = function checkContract(contract, expectedValueNames) {
  assert.deepEqual(
    Object.keys(contract)
      .filter((k) => k !== 'default' && k !== '__esModule')
      .sort(),
    [...expectedValueNames].sort(),
  );

  const {
    EMPTY_GLOBAL_STATE,
    MICRO_APPS,
    defaultEntry,
    isSubAppMessage,
    isSubAppProps,
    readGlobalState,
    watchGlobalState,
  } = contract;

  for (const junk of [
    undefined,
    null,
    42,
    'state',
    [],
    { user: 5, token: 7, menus: 'x', tips: [] },
  ]) {
    assert.deepEqual(readGlobalState(junk), EMPTY_GLOBAL_STATE);
  }
  const read = readGlobalState({ ...EMPTY_GLOBAL_STATE, token: 't', instId: '20002', extra: 1 });
  assert.equal(read.token, 't');
  assert.equal(read.instId, '20002');
  assert.equal('extra' in read, false);

  assert.equal(isSubAppMessage({ type: 'navigate', path: '//evil' }), false);
  assert.equal(isSubAppMessage({ type: 'navigate', path: '/\\evil' }), false);
  assert.equal(isSubAppMessage({ type: 'navigate', path: '/x', extra: 1 }), false);
  assert.equal(isSubAppMessage({ type: 'navigate', path: '/iservice/tzjx/jxfx' }), true);
  assert.equal(isSubAppMessage({ type: 'setTitle', title: '' }), false);

  assert.equal(MICRO_APPS.iservice.base, '/iservice');
  assert.equal(defaultEntry('ds'), 'http://localhost:7101/ds/');

  const container = { querySelector: () => null };
  const props = {
    container,
    basePath: '/iservice',
    send: () => {},
    onGlobalStateChange: (callback, fireImmediately) => {
      if (fireImmediately) callback({ token: 'abc', menus: 'bad' }, {});
    },
  };
  assert.equal(isSubAppProps(props), true);
  assert.equal(isSubAppProps({ ...props, container: 'div' }), false);
  const seen = [];
  watchGlobalState(props, (state, prev) => seen.push([state.token, state.menus, prev.token]));
  // prevState is the state the listener was given before: at the first call, the current one
  // (as qiankun's fireImmediately hands it), never what qiankun calls previous.
  assert.deepEqual(seen, [['abc', [], 'abc']]);
};
