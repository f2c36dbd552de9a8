import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  {
    ignores: [
      '.next/**',
      'dist/**',
      '.ci/node24/**',
      'node_modules/**',
      'media/**',
      'data/**',
      'src/migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
      // Two modules that import each other: tests/unit/lint-no-cycle.test.ts lints them on purpose
      'tests/lint/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // No import cycle in the app (`@/` and `@payload-config` resolve through tsconfig.json, as set by eslint-config-next)
    files: ['src/**', 'payload.config.ts', 'tests/lint/**'],
    rules: {
      // Both options cut the rule's time (no walk into node_modules, no graph precomputed per file)
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]

export default config
