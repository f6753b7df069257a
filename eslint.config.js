// ESLint flat config: TypeScript rules, React hooks, and the import boundaries of the
// architecture (README "Folder map"): features never import each other; policy and contract
// stay pure; shared layers never reach up into features or the app; mocks stay out of the app.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message:
    'Features do not import each other: move shared code down into components, lib, policy, state or contract.',
}));

const SHARED_LAYERS = [
  './src/lib',
  './src/api',
  './src/components',
  './src/config',
  './src/state',
  './src/policy',
  './src/contract',
];

// Tests of a shared layer may build the real store of the composition root (makeStore).
const sharedZones = (from) =>
  SHARED_LAYERS.map((target) => ({
    target,
    from,
    message: 'Shared layers do not depend on features or the composition root.',
  }));

const outsideZones = [
  {
    target: './apps-stub',
    from: './src',
    except: ['./contract'],
    message: 'Stub sub-applications share only the contract with the shell.',
  },
];

const boundaryZones = [
  ...featureZones,
  ...sharedZones(['./src/features', './src/app']),
  ...outsideZones,
];
const testBoundaryZones = [...featureZones, ...sharedZones(['./src/features']), ...outsideZones];

// Tests may use the mock backend; the portal's code may not.
const mocksZone = {
  target: [
    './src/app',
    './src/features',
    './src/components',
    './src/state',
    './src/lib',
    './src/api',
    './src/policy',
    './src/config',
    './src/contract',
  ],
  from: './src/mocks',
  message: 'The portal does not import the mock backend (only src/main.tsx starts the worker).',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'coverage',
      'node_modules',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      'apps-stub/*/dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['*.{js,ts}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, mocksZone] }],
    },
  },
  {
    files: ['src/policy/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'antd', 'antd/*', 'axios', '@reduxjs/*', 'qiankun'],
              message: 'src/policy is pure TypeScript.',
            },
            {
              regex: '^@/(?!config/|policy/)',
              message: 'src/policy may only use config, policy and contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'src/contract imports nothing.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'apps-stub/**/*.tsx'],
    rules: { 'react-refresh/only-export-components': ['warn', { allowConstantExport: true }] },
  },
  {
    files: ['test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-restricted-paths': ['error', { zones: testBoundaryZones }],
    },
  },
  prettier,
);
