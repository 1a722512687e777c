import type { Config } from 'jest';

/**
 * The black-box contract suite: plain HTTP against running services given by GATEWAY_URL and
 * INSTITUTIONS_URL (scripts/contract-suite.ts starts them when they are not given).
 */
const config: Config = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.contract.ts'],
  testTimeout: 30_000,
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../../contract/tsconfig.json' }] },
};

export default config;
