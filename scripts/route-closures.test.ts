import {
  barrelSource,
  closure,
  staticImports,
  type Graph,
  type GraphModule,
} from './route-closures';

const NM = '/p/node_modules';
function graphOf(modules: Partial<GraphModule>[]): Graph {
  return new Map(
    modules.map((m) => [
      m.id!,
      { code: '', importedIds: [], dynamicallyImportedIds: [], ...m } as GraphModule,
    ]),
  );
}

const graph = graphOf([
  {
    id: '/p/src/login.tsx',
    code: "import { Button, Spin as S, type ButtonProps } from 'antd';\nimport { UserOutlined } from '@ant-design/icons';",
    importedIds: [
      `${NM}/antd/es/index.js`,
      `${NM}/@ant-design/icons/es/index.js`,
      '/p/src/util.ts',
    ],
    dynamicallyImportedIds: ['/p/src/steps.tsx'],
  },
  { id: '/p/src/util.ts' },
  {
    id: '/p/src/steps.tsx',
    importedIds: [`${NM}/antd/es/index.js`],
    code: "import { Select } from 'antd';",
  },
  {
    id: `${NM}/antd/es/index.js`,
    code: "import warning from './_util/warning';\nexport { default as Button } from './button';\nexport { default as Spin } from './spin';\nexport { default as Select } from './select';",
    importedIds: [
      `${NM}/antd/es/_util/warning.js`,
      `${NM}/antd/es/button/index.js`,
      `${NM}/antd/es/spin/index.js`,
      `${NM}/antd/es/select/index.js`,
    ],
  },
  { id: `${NM}/antd/es/_util/warning.js` },
  { id: `${NM}/antd/es/button/index.js`, importedIds: [`${NM}/antd/es/_util/warning.js`] },
  { id: `${NM}/antd/es/spin/index.js` },
  { id: `${NM}/antd/es/select/index.js` },
  {
    id: `${NM}/@ant-design/icons/es/index.js`,
    code: 'export * from "./icons";',
    importedIds: [`${NM}/@ant-design/icons/es/icons/index.js`],
  },
  {
    id: `${NM}/@ant-design/icons/es/icons/index.js`,
    code: 'export { default as UserOutlined } from "./UserOutlined";\nexport { default as LockOutlined } from "./LockOutlined";',
    importedIds: [
      `${NM}/@ant-design/icons/es/icons/UserOutlined.js`,
      `${NM}/@ant-design/icons/es/icons/LockOutlined.js`,
    ],
  },
  { id: `${NM}/@ant-design/icons/es/icons/UserOutlined.js` },
  { id: `${NM}/@ant-design/icons/es/icons/LockOutlined.js` },
]);

describe('route closures', () => {
  it('follows a barrel only to the names the importer takes (types dropped, through export *)', () => {
    expect(barrelSource(graph, `${NM}/antd/es/index.js`, 'Spin')).toBe(
      `${NM}/antd/es/spin/index.js`,
    );
    expect(barrelSource(graph, `${NM}/@ant-design/icons/es/index.js`, 'UserOutlined')).toBe(
      `${NM}/@ant-design/icons/es/icons/UserOutlined.js`,
    );
    expect(staticImports(graph, graph.get('/p/src/login.tsx')!).sort()).toEqual(
      [
        '/p/src/util.ts',
        `${NM}/antd/es/button/index.js`,
        `${NM}/antd/es/spin/index.js`,
        `${NM}/@ant-design/icons/es/icons/UserOutlined.js`,
        `${NM}/antd/es/_util/warning.js`,
      ].sort(),
    );
  });

  it('is the static closure: no dynamic import, no component the route does not name', () => {
    const login = closure(graph, ['/p/src/login.tsx']);
    expect(login.has('/p/src/steps.tsx')).toBe(false);
    expect(login.has(`${NM}/antd/es/select/index.js`)).toBe(false);
    expect(login.has(`${NM}/@ant-design/icons/es/icons/LockOutlined.js`)).toBe(false);
    expect(login.has(`${NM}/antd/es/_util/warning.js`)).toBe(true);
    expect(closure(graph, ['/p/src/steps.tsx']).has(`${NM}/antd/es/select/index.js`)).toBe(true);
  });

  it('keeps the whole barrel for a name it cannot find (more bytes, never a missing module)', () => {
    const odd = new Map(graph);
    odd.set('/p/src/odd.tsx', {
      id: '/p/src/odd.tsx',
      code: "import { Nowhere } from 'antd';",
      importedIds: [`${NM}/antd/es/index.js`],
      dynamicallyImportedIds: [],
    });
    expect(closure(odd, ['/p/src/odd.tsx']).has(`${NM}/antd/es/select/index.js`)).toBe(true);
  });
});
