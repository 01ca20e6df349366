/**
 * One Jest setup, three tiers (ARCHITECTURE.md "Tests"), run by `npm test` via scripts/test.ts:
 *   unit         *.spec.ts(x) beside the source
 *   integration  services/<name>/test/*.test.ts against real PostgreSQL and Redis, and
 *                test/*.test.ts (what spans services: the images' bundles)
 *   e2e          e2e/*.e2e.ts through the gateway in Chromium
 * Everything is native ESM (NestJS 12 ships ESM only), compiled on the fly by SWC.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2023',
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
  // Workspace packages resolve to their TypeScript source, so tests need no build step.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/.data/', '<rootDir>/deploy/'],
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{libs,services,frontend}/**/src/**/*.spec.{ts,tsx}',
        '<rootDir>/test/**/*.spec.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.unit.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/services/*/test/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.integration.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.e2e.ts'],
      globalSetup: '<rootDir>/e2e/support/global-setup.mjs',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.mjs',
    },
  ],
};
