// ESLint for the whole workspace (`pnpm lint`). typescript-eslint's syntax rules everywhere; the promise and switch
// checks read types (its project service finds each file's tsconfig).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';
import platform, { folderGraphKey } from './scripts/lint-plugin.mjs';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const remotes = fs
  .readdirSync(repoRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
  .map((entry) => entry.name);

const CODE = '**/*.{ts,tsx,mts,cts,js,mjs,cjs,jsx}';
const TESTS = [
  '**/*.test.{ts,tsx,mjs}',
  '**/*.test-helpers.ts',
  '**/test/**/*.ts',
  '**/testing/**/*.{ts,tsx}',
  '**/*.fixtures.ts',
  '**/test-utils.tsx',
  '**/jest/**',
  '**/mock/**',
];
/** Props whose strings a person reads or hears: they must come from translations. */
const VISIBLE_PROPS = [
  'aria-label',
  'aria-valuetext',
  'aria-roledescription',
  'placeholder',
  'title',
  'alt',
  'label',
  'hint',
  'description',
  'message',
  'text',
  'retryLabel',
  'valueLabel',
  'what',
  'heading',
  'caption',
];
/** The API's feature folders, and its test files, which the folder graph of `platform/no-folder-cycle` leaves out. */
const apiFeatures = path.join(repoRoot, 'services/api/src/features');
const API_TEST_FILES = ['\\.test\\.ts$', '\\.test-helpers\\.ts$'];
const webApps = ['shell', ...remotes].map((folder) => `${folder}/**/*.{ts,tsx}`);

const sharedByRelativePath = { folder: path.join(repoRoot, 'shared'), message: "import '@platform/shared' (or one of its entry points) by name." };
const intoRemoteOrShell = (message) => [...remotes, 'shell'].map((folder) => ({ folder: path.join(repoRoot, folder), message }));

const contractValues = {
  name: '@platform/shared/contract',
  allowTypeImports: true,
  message: "browsers take only types from the contract ('import type'); runtime constants come from '@platform/shared'.",
};
const remotePackages = {
  group: ['@platform/mfe-*'],
  message: 'a remote never imports another remote (nor the shell a remote): they meet through the shell, the bus and @platform/shared.',
};

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/.data/',
    '**/releases/',
    '**/coverage/',
    '**/playwright-report/',
    '**/test-results/',
    '**/*.tsbuildinfo',
  ]),

  { files: [CODE], extends: [js.configs.recommended, tseslint.configs.recommended] },

  // Globals per runtime: Node for services, tools and configs; the browser for the web apps and shared; jest in tests.
  { files: [CODE], languageOptions: { globals: globals.node } },
  { files: ['shell/src/**', 'mfe-*/src/**', 'shared/src/**', 'shared/webpack/standalone/**'], languageOptions: { globals: globals.browser } },
  { files: [...TESTS, '**/jest.config.cjs'], languageOptions: { globals: globals.jest } },
  // Replaced by webpack's DefinePlugin when a remote is built standalone.
  { files: ['shared/webpack/standalone/**'], languageOptions: { globals: { __PLATFORM_CONTAINER__: 'readonly' } } },

  {
    files: [CODE],
    rules: {
      // `_`-prefixed names mark deliberately unused arguments and destructured leftovers (`const { a: _a, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // `interface DefaultTheme extends PlatformTheme {}` is how a library's interface is augmented (styled-components' theme).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // The ffmpeg binary package is optional: it is loaded inside try/catch because it throws on platforms it does not ship for.
      '@typescript-eslint/no-require-imports': ['error', { allow: ['^@ffmpeg-installer/ffmpeg$'] }],
      // A `let` that callbacks created before its one assignment read (a session and the entry that owns it) cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  // A promise nobody awaits or catches, an async function where a void callback is expected (a click, a form's
  // submit) and a switch that forgets a case are bugs a type can show.
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: repoRoot } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  // Fastify's option types allow callback hooks beside async ones: an async preHandler is how it is meant to be used.
  {
    files: ['services/api/**/*.ts'],
    rules: { '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { properties: false } }] },
  },
  {
    files: TESTS,
    rules: {
      // jest hoists jest.mock() above the imports, so its factories (and jest.isolateModules) must load modules with require().
      '@typescript-eslint/no-require-imports': 'off',
      // Tests feed malformed payloads and partial fakes on purpose; production code keeps the rule.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    // require() is how CommonJS files (the jest and webpack configs and presets) load modules.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // React apps: hooks rules (rules-of-hooks, exhaustive-deps, the compiler checks) and accessibility.
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // `role` on a component is this platform's account role (<RequireRole role="studio">); ARIA roles live on DOM elements.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // The only <video> elements play live WebRTC/HLS camera streams, which have no caption track to offer.
      'jsx-a11y/media-has-caption': 'off',
    },
  },

  // Package boundaries.
  {
    files: [CODE],
    plugins: { platform },
    rules: { 'platform/no-relative-import-into': ['error', { folders: [sharedByRelativePath] }] },
  },
  {
    files: webApps,
    rules: {
      'platform/no-relative-import-into': [
        'error',
        { folders: [sharedByRelativePath, ...intoRemoteOrShell('remotes and the shell are separate builds; share code through @platform/shared.')] },
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [contractValues], patterns: [remotePackages] }],
    },
  },
  // The API's layers: core/ is the bottom (it never imports a feature) and the features form a tree, no two of them
  // depending on each other, directly or round a longer loop (docs/architecture.md, "Layers"). Tests may compose features.
  {
    files: ['services/api/src/core/**/*.ts'],
    ignores: TESTS,
    rules: {
      'platform/no-relative-import-into': [
        'error',
        {
          folders: [sharedByRelativePath, { folder: apiFeatures, message: 'core/ is the layer under the features; move what it needs into core/.' }],
        },
      ],
    },
  },
  {
    files: ['services/api/src/features/**/*.ts'],
    ignores: TESTS,
    rules: {
      'platform/no-folder-cycle': [
        'error',
        {
          folders: [apiFeatures],
          ignore: API_TEST_FILES,
          graphKey: folderGraphKey([apiFeatures], API_TEST_FILES),
        },
      ],
    },
  },
  // Colours come from the theme (shared/src/ui/theme.ts, `platform/no-colour-literal`): no colour literal in the web
  // apps' code. The theme itself and tests (fixtures, fakes) may write colours out; e2e, the scripts and the services
  // (the media server's synthetic demo show draws on a canvas, which is no page style) lie outside these folders.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: [...TESTS, 'shared/src/ui/theme.ts'],
    rules: { 'platform/no-colour-literal': 'error' },
  },
  // Every text a person sees is a translation key (i18next, English and Russian): JSX text, string literals in JSX
  // and the props that end up on screen or in a screen reader. Tests may use literal texts.
  {
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'shared/src/**/*.tsx'],
    ignores: TESTS,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: VISIBLE_PROPS },
          callees: { exclude: ['t', 'i18n(ext)?', 'translate', 'formatDate', 'formatNumber', 'require', 'includes', 'startsWith', 'endsWith'] },
          // no letters at all ('×', '·', '%'), CONSTANTS, and one-word identifiers (field names, icons, paths)
          words: { exclude: [/^[^\p{L}]*$/u, /^[A-Z_-]+$/, /^[a-z][a-zA-Z0-9_.:/-]*$/] },
          message: 'a visible text must be a translation key (t(...)), in src/locales/en.json and ru.json',
        },
      ],
    },
  },
]);
