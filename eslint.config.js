// ESLint flat config: TypeScript rules, React hooks, and the import boundaries of the
// architecture (README "Folder map"): features never import each other; policy and contract
// stay pure; shared layers never reach up into features or the app; mocks stay out of the app.
//
// The boundaries are ESLint's own no-restricted-imports, one combined pattern list per area
// (a later config block replaces an earlier one's list for the same file, so each list is
// complete). No resolver plugin: eslint-plugin-import-x pulls native resolver binaries whose
// other-platform builds the registry mirror lacks, which breaks `npm ci`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED_LAYERS = ['lib', 'api', 'components', 'config', 'state', 'policy', 'contract'];
const CODE = '**/*.{ts,tsx}';
const TESTS = '**/*.test.{ts,tsx}';

const pattern = (regex, message) => ({ regex, message });
/** An import of the top-level folder `dir` of src, by alias or by climbing relative paths. */
const reach = (dir, message) => [
  pattern(`^@/${dir}(/|$)`, message),
  pattern(`^(\\.\\./)+${dir}(/|$)`, message),
];

const NO_MOCKS = reach(
  'mocks',
  'The portal does not import the mock backend (only src/main.tsx starts the worker).',
);
const NO_TEST_SUPPORT = [
  pattern(
    '^(\\.\\./)+test(/|$)',
    'Production code does not import the test support (fakes and helpers of test/).',
  ),
];
const NO_APP = reach('app', 'Only the composition root (src/app) assembles the app.');
const NO_FEATURES = reach(
  'features',
  'Shared layers do not depend on features: move the code down into a shared layer.',
);
const FEATURES_APART =
  'Features do not import each other: move shared code down into components, lib, policy, state or contract.';
const otherFeatures = (feature) => [
  pattern(`^@/features/(?!${feature}/)`, FEATURES_APART),
  pattern('^\\.\\./', `${FEATURES_APART} Inside a feature, use ./ or @/features/${feature}/.`),
];
const POLICY_PURE = [
  {
    group: ['react', 'react-*', 'antd', 'antd/*', 'axios', '@reduxjs/*', 'qiankun'],
    message: 'src/policy is pure TypeScript.',
  },
  pattern('^@/(?!config/|policy/)', 'src/policy may only use config, policy and contract.'),
  pattern('^\\.\\./', 'src/policy may only use config, policy and contract.'),
];

/** Feature tests may also use the shared test support (fakes, helpers) of test/support. */
const otherFeaturesInTests = (feature) => [
  pattern(`^@/features/(?!${feature}/)`, FEATURES_APART),
  pattern(
    '^\\.\\./(?!\\.\\./\\.\\./test/support/)',
    `${FEATURES_APART} Inside a feature, use ./ or @/features/${feature}/; test fakes live in test/support.`,
  ),
];

/** Policy tests may also read the shared test data (test/support, e.g. the hostile payload lists). */
const POLICY_TESTS_PURE = [
  ...POLICY_PURE.slice(0, 2),
  pattern(
    '^\\.\\./(?!\\.\\./test/support/)',
    'src/policy tests may only use config, policy, contract and test/support.',
  ),
];

const restrict = (files, patterns) => ({
  files,
  rules: {
    'no-restricted-imports': patterns.length ? ['error', { patterns }] : 'off',
  },
});

const boundaries = [
  // Only tests use test/support (each area's list below says it again).
  restrict([`src/${CODE}`], NO_TEST_SUPPORT),
  restrict([`src/${TESTS}`], []),
  ...features.map((f) =>
    restrict(
      [`src/features/${f}/${CODE}`],
      [...otherFeatures(f), ...NO_APP, ...NO_MOCKS, ...NO_TEST_SUPPORT],
    ),
  ),
  ...SHARED_LAYERS.map((l) =>
    restrict([`src/${l}/${CODE}`], [...NO_FEATURES, ...NO_APP, ...NO_MOCKS, ...NO_TEST_SUPPORT]),
  ),
  restrict([`src/policy/${CODE}`], POLICY_PURE),
  restrict(
    [`src/contract/${CODE}`],
    [
      pattern('^(?!\\./)', 'src/contract imports nothing.'),
      pattern(
        '^\\./(?!.*\\.js$)',
        'Name the .js file: the contract package runs in Node as ES modules (./user.js).',
      ),
    ],
  ),
  restrict([`src/app/${CODE}`], [...NO_MOCKS, ...NO_TEST_SUPPORT]),
  restrict(
    [`apps-stub/${CODE}`],
    [
      pattern('^@/', 'Stub sub-applications share only the contract (@contract) with the shell.'),
      pattern(
        '^(\\.\\./){3,}src(/|$)',
        'Stub sub-applications share only @contract with the shell.',
      ),
    ],
  ),
  // Tests may use the mock backend and the real store of the composition root.
  ...features.map((f) => restrict([`src/features/${f}/${TESTS}`], otherFeaturesInTests(f))),
  ...SHARED_LAYERS.map((l) => restrict([`src/${l}/${TESTS}`], NO_FEATURES)),
  restrict([`src/policy/${TESTS}`], POLICY_TESTS_PURE),
  restrict([`src/app/${TESTS}`, `test/${CODE}`], []),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-budget',
      'coverage',
      'node_modules',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      'apps-stub/**/dist',
      'bench/baseline/dist',
      'packages/*/dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['*.{js,ts}'], languageOptions: { globals: globals.node } },
  // The contract package's test consumer: Node scripts, and CommonJS files that use require.
  {
    files: ['packages/*/test-consumer/**'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Plain scripts served as they are (the chat robot frame, the sub-application fixtures):
  // browser globals, ES2020.
  {
    files: ['public/**/*.js', 'apps-stub/fixtures/**/*.js'],
    languageOptions: { ecmaVersion: 2020, sourceType: 'script', globals: globals.browser },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  ...boundaries,
  {
    files: ['src/**/*.tsx', 'apps-stub/**/*.tsx'],
    rules: { 'react-refresh/only-export-components': ['warn', { allowConstantExport: true }] },
  },
  {
    files: ['test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // A source file over 400 lines does more than one thing (README "Folder map"). The mock's
  // seed data and type declarations are tables, not logic.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/mocks/db/seed-*.ts', '**/*.d.ts', '**/*-types.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  // The browser tests: eslint-plugin-playwright's recommended rules.
  {
    ...playwright.configs['flat/recommended'],
    files: ['test/e2e/**/*.ts'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // Table-driven tests (fault matrix, odd-input kit, one test per sub-app kind) branch on
      // their row, and keyboard walks loop until the focus arrives; every branch asserts.
      'playwright/no-conditional-in-test': 'off',
      // Helpers that assert for a whole table of cases.
      'playwright/expect-expect': ['warn', { assertFunctionNames: ['measure', 'runForms'] }],
    },
  },
  prettier,
);
