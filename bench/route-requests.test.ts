import type { ChunkModules, Manifest } from './route-chunks';
import { requestsOf } from './route-requests';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js', '_login-c.js'],
    css: ['assets/index-a.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_login-c.js': { file: 'assets/login-c.js', imports: ['_react-b.js'] },
  '_steps-d.js': { file: 'assets/steps-d.js', imports: ['_login-c.js', '_more-e.js'] },
  '_more-e.js': { file: 'assets/more-e.js', imports: ['_react-b.js'] },
  '_frame-f.js': { file: 'assets/frame-f.js', imports: ['_more-e.js', '_login-c.js'] },
  'src/axios.ts': { file: 'assets/axios-g.js', isDynamicEntry: true },
};
const modules: ChunkModules = {
  'assets/login-c.js': ['src/main/login-page.tsx', 'src/lib/http.ts'],
  'assets/steps-d.js': ['src/main/sms-step.tsx'],
  'assets/frame-f.js': ['src/app/shell.tsx', 'src/home/home-page.tsx'],
};

describe('requestsOf', () => {
  it('counts the page, and each script and stylesheet of the roots once', () => {
    const routes = { '/login': { roots: ['index.html', 'src/main/login-page.tsx'] } };
    // page + index.js + index.css + react + login
    expect(requestsOf(manifest, routes, '/login', modules)).toBe(5);
  });

  it('adds what the route fetches by import() while it loads, with its static imports', () => {
    const routes = {
      '/login': {
        roots: ['index.html', 'src/main/login-page.tsx'],
        fetched: ['src/main/sms-step.tsx', 'src/axios.ts'],
      },
    };
    // + steps + more (its import) + axios
    expect(requestsOf(manifest, routes, '/login', modules)).toBe(8);
  });

  it('counts only the new files of a route that follows another in the same page', () => {
    const routes = {
      '/login': { roots: ['index.html', 'src/main/login-page.tsx'] },
      '/ after login': {
        roots: ['index.html', 'src/app/shell.tsx', 'src/home/home-page.tsx'],
        after: '/login',
      },
    };
    // frame + more; no page, nothing /login fetched
    expect(requestsOf(manifest, routes, '/ after login', modules)).toBe(2);
  });

  it('refuses a route it does not know', () => {
    expect(() => requestsOf(manifest, {}, '/nowhere', modules)).toThrow(/no route/);
  });
});
