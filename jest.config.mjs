/** Two projects: component and unit tests in jsdom (CommonJS, for styled-components), integration tests on Payload's local API in node (ESM, as Payload needs). */
const swc = (moduleType) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: moduleType },
  },
]

const moduleNameMapper = {
  '^@payload-config$': '<rootDir>/payload.config.ts',
  '^@/(.*)$': '<rootDir>/src/$1',
}

const config = {
  testTimeout: 180000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tests/unit'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc('commonjs') },
      moduleNameMapper: { ...moduleNameMapper, '^server-only$': '<rootDir>/tests/unit/empty.js' },
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
    },
    {
      displayName: 'int',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/int'],
      testMatch: ['**/*.int.test.ts'],
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc('es6') },
      moduleNameMapper: { ...moduleNameMapper, '^server-only$': '<rootDir>/tests/unit/empty.js' },
    },
  ],
}

export default config
