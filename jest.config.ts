import type { Config } from 'jest';

// Type-checking is `npm run typecheck`'s job; here ts-jest only transpiles, which keeps runs fast.
const tsJest = (tsconfig: string | Record<string, unknown>) => ['ts-jest', { tsconfig }];

const config: Config = {
  // Jest's default (one worker fewer than the CPUs) left one of two cores idle while server tests
  // wait on the database: the whole suite took 129 s with one worker, 80 s with two.
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'site',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/tests/unit', '<rootDir>/build'],
      testMatch: ['**/__tests__/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/tests/unit/style-stub.ts',
        '^gatsby$': '<rootDir>/tests/unit/__mocks__/gatsby.tsx',
      },
      transform: {
        '^.+\\.tsx?$': tsJest({
          jsx: 'react-jsx',
          module: 'commonjs',
          esModuleInterop: true,
          isolatedModules: true,
        }),
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server/test'],
      setupFilesAfterEnv: ['<rootDir>/server/test/setup-timeout.ts'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/server/test/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/global-teardown.ts',
      transform: { '^.+\\.ts$': tsJest('<rootDir>/server/tsconfig.json') },
    },
    {
      displayName: 'contract',
      testEnvironment: 'node',
      roots: ['<rootDir>/contract'],
      testMatch: ['**/__tests__/**/*.test.ts'],
      transform: { '^.+\\.ts$': tsJest('<rootDir>/contract/tsconfig.json') },
    },
    {
      displayName: 'scripts',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/__tests__/**/*.test.ts'],
      transform: { '^.+\\.ts$': tsJest('<rootDir>/server/tsconfig.json') },
    },
  ],
};

export default config;
