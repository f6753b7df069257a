import type { Graph, GraphModule } from './route-closures';
import {
  ENTRY,
  FRAME_ROOTS,
  LOGIN_PAGE,
  LOGIN_START,
  QIANKUN,
  REGISTER_PAGE,
  SIGNED_OUT_PAGES,
  groupOf,
  partSets,
} from './network-chunks';

const P = '/p';
const NM = `${P}/node_modules`;
const [SHELL, HOME] = FRAME_ROOTS.map((end) => `${P}${end}`) as [string, string];
const SECTION = `${P}/src/features/home/task-section.tsx`;
const STEP = `${P}/src/features/auth/sms-step.tsx`;
const COPY_OF_IMMER = `${NM}/@reduxjs/toolkit/dist/query/own-copy/immer/immer.mjs`;
/** Used by a home section and the registration page only */
const DESCRIPTIONS = `${NM}/antd/es/descriptions/index.js`;
const SIGNED_OUT_IMPORTS = [
  `${NM}/antd/es/modal/index.js`,
  `${NM}/antd/es/select/index.js`,
  `${P}/src/components/upload.tsx`,
  `${NM}/antd/es/table/index.js`,
];

function graphOf(modules: Record<string, Partial<GraphModule>>): Graph {
  return new Map(
    Object.entries(modules).map(([id, m]) => [
      id,
      { id, code: '', importedIds: [], dynamicallyImportedIds: [], ...m },
    ]),
  );
}

const graph = graphOf({
  [`${P}${ENTRY}`]: {
    importedIds: [`${NM}/react-dom/client.js`, `${P}/src/app/router.tsx`],
  },
  [`${P}/src/app/router.tsx`]: {
    importedIds: [
      `${NM}/react-router/dist/index.mjs`,
      `${NM}/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs`,
    ],
    dynamicallyImportedIds: [
      `${P}${LOGIN_PAGE}`,
      SHELL,
      HOME,
      ...SIGNED_OUT_PAGES.map((e) => `${P}${e}`),
    ],
  },
  [`${NM}/react-dom/client.js`]: {},
  [`${NM}/react-router/dist/index.mjs`]: {},
  [`${NM}/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs`]: {},
  [`${P}${LOGIN_PAGE}`]: {
    importedIds: [`${NM}/antd/es/button/index.js`],
    dynamicallyImportedIds: [STEP],
  },
  [`${NM}/antd/es/button/index.js`]: {},
  [STEP]: {
    importedIds: [
      `${NM}/antd/es/form/index.js`,
      `${NM}/antd/es/select/index.js`,
      `${NM}/antd/es/modal/index.js`,
    ],
  },
  [`${NM}/antd/es/form/index.js`]: {},
  [`${NM}/antd/es/select/index.js`]: {},
  ...Object.fromEntries(
    LOGIN_START.map((end) => [
      `${P}${end}`,
      { importedIds: [`${NM}/axios/index.js`, `${NM}/antd/es/modal/index.js`] },
    ]),
  ),
  [`${NM}/axios/index.js`]: {},
  [`${NM}/antd/es/modal/index.js`]: {},
  [SHELL]: {
    importedIds: [
      `${NM}/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs`,
      `${NM}/antd/es/menu/index.js`,
      `${NM}/antd/es/select/index.js`,
      `${P}/src/components/upload.tsx`,
    ],
    dynamicallyImportedIds: [`${P}${QIANKUN}`],
  },
  [HOME]: { importedIds: [`${P}/src/features/home/section-view.tsx`] },
  [`${P}/src/features/home/section-view.tsx`]: { dynamicallyImportedIds: [SECTION] },
  [SECTION]: { importedIds: [`${NM}/antd/es/table/index.js`, DESCRIPTIONS] },
  [`${NM}/antd/es/table/index.js`]: {},
  [DESCRIPTIONS]: {},
  [`${NM}/antd/es/menu/index.js`]: {},
  [`${NM}/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs`]: {
    importedIds: [COPY_OF_IMMER],
  },
  [COPY_OF_IMMER]: {},
  [`${P}/src/components/upload.tsx`]: {},
  [`${P}${QIANKUN}`]: { importedIds: [`${NM}/lodash/lodash.js`] },
  [`${NM}/lodash/lodash.js`]: {},
  ...Object.fromEntries(
    SIGNED_OUT_PAGES.map((end) => [
      `${P}${end}`,
      {
        importedIds:
          end === REGISTER_PAGE ? [...SIGNED_OUT_IMPORTS, DESCRIPTIONS] : SIGNED_OUT_IMPORTS,
      },
    ]),
  ),
});

describe('network chunk groups', () => {
  const sets = partSets(graph);
  const group = (id: string) => groupOf(id, sets);

  it('puts what /login needs into React, antd core and the login code; the entry stays', () => {
    expect(group(`${NM}/react-dom/client.js`)).toBe('react');
    expect(group(`${NM}/react-router/dist/index.mjs`)).toBe('react');
    expect(group(`${NM}/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs`)).toBe('react');
    expect(group(`${NM}/antd/es/button/index.js`)).toBe('antd');
    expect(group(`${P}/src/app/router.tsx`)).toBe('login');
    expect(group(`${P}${LOGIN_PAGE}`)).toBe('login');
    expect(group(`${P}${ENTRY}`)).toBeNull();
  });

  it('keeps the later login steps, the HTTP client and qiankun each in a group of its own', () => {
    expect(group(STEP)).toBe('login-steps');
    expect(group(`${NM}/antd/es/form/index.js`)).toBe('login-steps');
    expect(group(`${NM}/axios/index.js`)).toBe('http');
    expect(group(`${P}${LOGIN_START[0]}`)).toBe('http');
    expect(group(`${P}${LOGIN_START[1]}`)).toBe('login-start');
    expect(group(`${P}${QIANKUN}`)).toBe('qiankun');
    expect(group(`${NM}/lodash/lodash.js`)).toBe('qiankun');
  });

  it('puts antd that the start shares with the steps and a signed-out page with the shared antd', () => {
    // Not in the steps' group, which the start would then wait for.
    expect(group(`${NM}/antd/es/modal/index.js`)).toBe('antd-shared');
  });

  it('splits the frame: its code, antd only it uses, antd it shares with the signed-out pages', () => {
    expect(group(SHELL)).toBe('frame');
    expect(group(HOME)).toBe('frame');
    expect(group(`${NM}/antd/es/menu/index.js`)).toBe('antd-more');
    expect(group(`${NM}/antd/es/select/index.js`)).toBe('antd-shared');
    // RTK Query (the frame's data) rides with the frame, not in antd-more that /create loads,
    // and so do its own copies (scripts/rtk-query-own-copy.ts).
    expect(group(`${NM}/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs`)).toBe(
      'frame',
    );
    expect(group(COPY_OF_IMMER)).toBe('frame');
    // Portal code shared with a signed-out page: rolldown's own chunk, never the frame's.
    expect(group(`${P}/src/components/upload.tsx`)).toBeNull();
  });

  it("puts the home page's lazy sections together, but not what a signed-out page also uses", () => {
    expect(group(SECTION)).toBe('home');
    expect(group(`${NM}/antd/es/table/index.js`)).toBeNull();
  });

  it('puts what the sections share with the registration alone into one chunk both load', () => {
    expect(group(DESCRIPTIONS)).toBe('home-shared');
    // Another signed-out page uses the table too: it must not download the rest of the group.
    expect(group(`${NM}/antd/es/table/index.js`)).not.toBe('home-shared');
  });
});
