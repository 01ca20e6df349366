import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

/** Imports of the workspace libraries that skip their package entry points. */
const PACKAGE_ENTRY_POINTS = [
  {
    group: ['**/libs/*/src', '**/libs/*/src/**', '**/libs/*/dist', '**/libs/*/dist/**'],
    message: 'Import @sandglass/shared or @sandglass/server by its package name.',
  },
  {
    group: ['@sandglass/*/src', '@sandglass/*/src/**', '@sandglass/*/dist/**'],
    message: 'Import the package itself or one of its exported entry points.',
  },
];

/** What a service's production code may not import: the above, and the sandboxes in tools/. */
const SERVICE_SOURCE = [
  ...PACKAGE_ENTRY_POINTS,
  {
    group: ['**/tools/**', '@sandglass/platform-sandbox', '@sandglass/mail-sandbox'],
    message: 'The sandboxes in tools/ are for npm start and the tests, never a service image.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Explicit property types are what decorator metadata is emitted from.
      '@typescript-eslint/no-inferrable-types': 'off',
    },
  },
  {
    // The shared packages are used through their entry points (their package.json "exports"),
    // never by reaching into their files: what a package does not export stays its own.
    // (src/: the front end's, whose own config extends this one.)
    files: [
      'services/**/*.ts',
      'tools/**/*.ts',
      'src/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'scripts/**/*.ts',
      'test/**/*.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: PACKAGE_ENTRY_POINTS }] },
  },
  {
    // A service's production code never imports the local stand-ins (tools/: the platform and
    // mail sandboxes), so they stay out of its image; its tests may.
    files: ['services/*/src/**/*.ts'],
    ignores: ['services/*/src/**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVICE_SOURCE }] },
  },
  {
    // Social's publishing module is used through its face (publishing/index.ts) only.
    files: ['services/social/src/**/*.ts'],
    ignores: ['services/social/src/publishing/**', 'services/social/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVICE_SOURCE,
            {
              group: ['**/publishing/*', '!**/publishing/index.js'],
              message: 'Use the publishing module through publishing/index.ts (PublishingService).',
            },
          ],
        },
      ],
    },
  },
  {
    // Scripts, e2e and tests sit outside the build projects; tsconfig.tools.json type-checks them.
    files: [
      'scripts/**/*.ts',
      'e2e/**/*.ts',
      'test/**/*.ts',
      'jest.setup.*.ts',
      'services/*/test/**/*.ts',
      'services/*/src/**/*.spec.ts',
      'libs/*/src/**/*.spec.ts',
    ],
    languageOptions: {
      parserOptions: { projectService: false, project: './tsconfig.tools.json' },
    },
  },
  {
    // Plain JavaScript run by Node (Jest's global setup, config files).
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['**/migrations/*.ts'],
    rules: { 'max-len': 'off' },
  },
  prettier,
);
