import { forbiddenLoaded, resolveKey, routeFiles, type Manifest } from './route-chunks';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor-b.js'],
    dynamicImports: ['src/login.tsx', 'src/shell.tsx'],
    css: ['assets/index-a.css'],
  },
  '_vendor-b.js': { file: 'assets/vendor-b.js' },
  'src/login.tsx': { file: 'assets/login-c.js', isDynamicEntry: true, imports: ['_form-d.js'] },
  '_form-d.js': { file: 'assets/form-d.js', css: ['assets/form-d.css'], imports: ['_vendor-b.js'] },
  'src/shell.tsx': {
    file: 'assets/shell-e.js',
    isDynamicEntry: true,
    imports: ['_vendor-b.js'],
    dynamicImports: ['node_modules/qiankun/es/index.js'],
  },
  'node_modules/qiankun/es/index.js': { file: 'assets/index-f.js', isDynamicEntry: true },
};

describe('routeFiles', () => {
  it('follows static imports with their CSS, once each, and never dynamic imports', () => {
    expect(routeFiles(manifest, ['index.html', 'src/login.tsx'])).toEqual({
      js: ['assets/form-d.js', 'assets/index-a.js', 'assets/login-c.js', 'assets/vendor-b.js'],
      css: ['assets/form-d.css', 'assets/index-a.css'],
      keys: ['_form-d.js', '_vendor-b.js', 'index.html', 'src/login.tsx'],
    });
  });

  it('finds a root by a unique part of its key, and refuses an unknown or ambiguous one', () => {
    expect(resolveKey(manifest, 'qiankun')).toBe('node_modules/qiankun/es/index.js');
    expect(() => resolveKey(manifest, 'missing')).toThrow(/matches 0/);
    expect(() => resolveKey(manifest, 'src/')).toThrow(/matches 2/);
  });

  it('names the forbidden modules a route loads', () => {
    const login = routeFiles(manifest, ['index.html', 'src/login.tsx']);
    expect(forbiddenLoaded(manifest, login, ['src/shell.tsx', 'qiankun'])).toEqual([]);
    const home = routeFiles(manifest, ['index.html', 'src/shell.tsx', 'qiankun']);
    expect(forbiddenLoaded(manifest, home, ['src/shell.tsx', 'qiankun'])).toEqual([
      'src/shell.tsx',
      'qiankun',
    ]);
  });
});

describe('forbiddenLoaded, for code a build-time gate drops', () => {
  const gated: Manifest = {
    ...manifest,
    'src/features/panel/launcher.tsx': { file: 'assets/launcher-g.js', isDynamicEntry: true },
    'src/features/panel/drawer.tsx': { file: 'assets/drawer-h.js', isDynamicEntry: true },
  };

  it('names a folder any of whose modules a route loads', () => {
    const route = routeFiles(gated, ['index.html', 'src/features/panel/drawer.tsx']);
    expect(forbiddenLoaded(gated, route, ['src/features/panel/'])).toEqual(['src/features/panel/']);
  });

  it('counts a module the build lacks as loaded by no route', () => {
    const login = routeFiles(manifest, ['index.html', 'src/login.tsx']);
    expect(forbiddenLoaded(manifest, login, ['src/features/panel/', 'src/shell.tsx'])).toEqual([]);
  });
});

describe('modules inside group chunks (no manifest entry of their own)', () => {
  const grouped: Manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_login-b.js'] },
    '_login-b.js': { file: 'assets/login-b.js', dynamicImports: ['_frame-c.js'] },
    '_frame-c.js': { file: 'assets/frame-c.js' },
  };
  const modules = {
    'assets/login-b.js': [
      'src/features/auth/login-page.tsx',
      'node_modules/antd/es/button/index.js',
    ],
    'assets/frame-c.js': ['src/app/shell-layout.tsx', 'node_modules/qiankun/es/index.js'],
  };

  it('finds a root by the chunk that holds it', () => {
    expect(resolveKey(grouped, 'src/features/auth/login-page.tsx', modules)).toBe('_login-b.js');
    expect(() => resolveKey(grouped, 'src/features/auth/login-page.tsx')).toThrow(/matches 0/);
  });

  it('names a forbidden module that a loaded group chunk holds, and not one it does not load', () => {
    const login = routeFiles(grouped, ['index.html', 'src/features/auth/login-page.tsx'], modules);
    expect(
      forbiddenLoaded(
        grouped,
        login,
        ['node_modules/qiankun/', 'src/app/shell-layout.tsx'],
        modules,
      ),
    ).toEqual([]);
    const home = routeFiles(grouped, ['index.html', 'src/app/shell-layout.tsx'], modules);
    expect(
      forbiddenLoaded(grouped, home, ['node_modules/qiankun/', 'node_modules/antd/'], modules),
    ).toEqual(['node_modules/qiankun/', 'node_modules/antd/']);
  });
});
