import { describe, expect, it } from 'vitest';
import { COPY_FOLDER, ownCopyId } from './rtk-query-own-copy';

const NM = '/app/node_modules';
const QUERY = `${NM}/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs`;
const QUERY_REACT = `${NM}/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs`;

describe('ownCopyId', () => {
  it.each([
    [QUERY, 'immer', `${NM}/immer/dist/immer.mjs`, 'immer/immer.mjs'],
    [QUERY, 'reselect', `${NM}/reselect/dist/reselect.mjs`, 'reselect/reselect.mjs'],
    [
      QUERY_REACT,
      '@reduxjs/toolkit',
      `${NM}/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs`,
      '@reduxjs+toolkit/redux-toolkit.modern.mjs',
    ],
  ])('%s imports %s from a copy in its own folder', (importer, source, file, copy) => {
    expect(ownCopyId(importer, source, file)).toBe(
      `${NM}/@reduxjs/toolkit/dist/query/${COPY_FOLDER}/${copy}`,
    );
  });

  it('the copies import the toolkit, immer and reselect from copies too', () => {
    const toolkitCopy = `${NM}/@reduxjs/toolkit/dist/query/${COPY_FOLDER}/@reduxjs+toolkit/redux-toolkit.modern.mjs`;
    expect(ownCopyId(toolkitCopy, 'immer', `${NM}/immer/dist/immer.mjs`)).toBe(
      `${NM}/@reduxjs/toolkit/dist/query/${COPY_FOLDER}/immer/immer.mjs`,
    );
  });

  it.each([
    ['the app', '/app/src/state/root-reducer.ts', 'immer'],
    ['the toolkit core', `${NM}/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs`, 'immer'],
    ['no importer', undefined, 'immer'],
    ['react-redux, whose context must be one', QUERY_REACT, 'react-redux'],
    ['redux itself', QUERY, 'redux'],
  ])('%s keeps the shared module', (_who, importer, source) => {
    expect(ownCopyId(importer, source, `${NM}/${source}/index.mjs`)).toBeNull();
  });
});
