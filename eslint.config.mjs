import js from '@eslint/js';
import jest from 'eslint-plugin-jest';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// What the site may not import anywhere (see the block for src/ below).
const sitePatterns = [
  {
    group: ['**/server/**', '@lendbridge/server'],
    message: 'The site talks to the server over HTTP only.',
  },
  {
    // The one value the site takes from the contract: the loan arithmetic, a file with no
    // dependencies, so the calculator estimates exactly as the gateway prices offers.
    group: ['@lendbridge/contract/*', '!@lendbridge/contract/src', '!@lendbridge/contract/src/loan-math'],
    message: 'The site imports contract types only (and the loan arithmetic from contract/src/loan-math).',
  },
  {
    group: ['**/contract/src/*', '!@lendbridge/contract/src/loan-math'],
    message: 'The site imports contract types only (and the loan arithmetic from contract/src/loan-math).',
  },
];

/*
 * Layers, lowest first: shared (src/components, src/lib, src/theme, src/config) → features →
 * the app (src/app: the root, the store, the layouts) and the pages (src/pages, src/templates).
 * A layer imports only those below it. A feature may use the store's typed hooks and state type
 * (src/app/hooks, src/app/root-reducer), which Redux Toolkit defines from every slice.
 */
const layer = (files, forbidden, message) => [
  {
    files,
    ignores: ['src/**/__tests__/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...sitePatterns, { group: forbidden, message }] }],
    },
  },
];

/*
 * The server's layers, lowest first (docs/architecture.md#the-servers-layers): infrastructure
 * (config, db, errors, http, mail, jobs, auth) → the shared domain core (server/src/core) → the
 * domains (server/src/gateway/<domain>, the institutions search) → routes (server/src/gateway/routes,
 * the institutions routes) → the apps (app, server, dependencies, the seed, the site server,
 * main.ts). A layer imports only those below it.
 */
const apps = ['**/app', '**/server', '**/dependencies', '**/seed', '**/seed/**', '**/site/**', '**/main'];
const serverLayers = [
  {
    files: ['server/src/{config,db,errors,http,mail,jobs,auth}/**/*.ts'],
    forbidden: ['**/core', '**/core/**', '**/gateway/**', '**/institutions/**', ...apps],
    message: 'Infrastructure imports no core, domain, route or app module.',
  },
  {
    files: ['server/src/core/**/*.ts'],
    forbidden: ['**/gateway/**', '**/institutions/**', ...apps],
    message: 'The shared core imports only infrastructure and itself: no domain, route or app module.',
  },
  {
    files: [
      'server/src/gateway/*/**/*.ts',
      'server/src/institutions/institutions-repository.ts',
      'server/src/institutions/search-terms.ts',
    ],
    ignores: ['server/src/gateway/routes/**'],
    forbidden: ['**/routes', '**/routes/**', ...apps],
    message: 'A domain imports infrastructure, the core and other domains: no route or app module.',
  },
  {
    files: ['server/src/gateway/routes/**/*.ts', 'server/src/institutions/routes.ts'],
    forbidden: apps,
    message: 'Routes import domains, the core and infrastructure: no app module.',
  },
].map(({ files, ignores, forbidden, message }) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }] },
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.cache',
      'public',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/baseline/.cache',
      'bench/baseline/public',
      'dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A slice adds itself to the store's state type with `interface LazyLoadedSlices extends
      // WithSlice<…> {}` (Redux Toolkit's pattern; src/app/root-reducer.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      eqeqeq: 'error',
    },
  },
  {
    // Imports flow one way (docs/requirements.md#import-direction): the contract depends on nothing
    // of ours, the site never reaches into the server, and features keep to their own folders.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/src/**', '@lendbridge/server'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/__tests__/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: sitePatterns }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lendbridge/contract',
              message: 'The site imports contract types only.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  ...layer(
    ['src/components/**', 'src/lib/**', 'src/theme/**', 'src/config/**'],
    ['**/features/**', '**/app/**', '**/pages/**', '**/templates/**'],
    'Shared code (components, lib, theme, config) imports no feature, app or page.',
  ),
  ...layer(
    ['src/features/**'],
    ['**/app/**', '!**/app/hooks', '!**/app/root-reducer', '!**/app/api', '**/pages/**', '**/templates/**'],
    'A feature imports no app module (but the typed hooks, the state and the data layer it injects into) and no page.',
  ),
  ...serverLayers,
  {
    // A promise nobody awaits loses its failure: type information finds them.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/__tests__/**', 'tests/**', 'server/test/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/__tests__/**', 'server/test/**'],
    ignores: ['server/test/helpers/**'],
    ...jest.configs['flat/recommended'],
    // Our own wrappers of describe and it (server/test/helpers/postgres-only.ts, rate-limits' cases).
    settings: { jest: { globalAliases: { describe: ['describeOnPostgres'], it: ['itOnPostgres'] } } },
    rules: {
      ...jest.configs['flat/recommended'].rules,
      'jest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['ruleCase', 'itOnPostgres'] }],
      // Helpers that assert: expectLimited(…), refusedEachWay(…).
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'refusedEachWay'] }],
    },
  },
  {
    files: ['src/**/__tests__/**/*.tsx'],
    ...testingLibrary.configs['flat/react'],
    // Our render helper; react-dom's renderToString and hydrateRoot are not Testing Library renders.
    settings: { 'testing-library/custom-renders': ['renderWithProviders'] },
  },
  {
    files: ['tests/e2e/**'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // A helper that asserts: every form on the page is one the registry knows.
      'playwright/expect-expect': ['warn', { assertFunctionNames: ['expectKnownForms'] }],
    },
  },
);
