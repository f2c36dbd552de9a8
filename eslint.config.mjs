import fs from 'node:fs'

import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/** The feature folders under `<root>/src/features` (a new one is covered without an edit here). */
const featuresUnder = (root) =>
  fs
    .readdirSync(
      new URL(`${root}/src/features`, `${import.meta.url.slice(0, import.meta.url.lastIndexOf('/'))}/`),
      {
        withFileTypes: true,
      },
    )
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** A feature's doors: what Payload and other features use, what pages render, what browser code of another feature may use. */
const DOORS = ['./index.ts', './pages.ts', './client.ts']

/**
 * import/no-restricted-paths zones. `target` may not import from `from` (except through `except`,
 * relative to `from`). The fixture under tests/lint/layers, linted with the same zones over its
 * own src/, proves each kind fires (tests/unit/lint-layers.test.ts).
 */
function layerZones(root = '.') {
  const src = `${root}/src`
  const FEATURES = featuresUnder(root)
  const below = (target, froms, message) => froms.map((from) => ({ target, from, message }))
  return [
    ...below(
      `${src}/platform`,
      [`${src}/features`, `${src}/app`, `${src}/server`, `${src}/ui`, `${src}/seed`],
      'The platform imports no feature, page, UI or server module.',
    ),
    ...[`${src}/ui`, `${src}/styles`].flatMap((shared) =>
      below(
        shared,
        [`${src}/features`, `${src}/app`, `${src}/server`, `${src}/seed`],
        'Shared UI imports no feature, page or server module.',
      ),
    ),
    ...below(`${src}/app`, [`${src}/server`, `${src}/seed`], 'A page imports no server or seed module.'),
    // The Payload instance is built from the features: only src/platform/payload.ts reaches for it.
    ...[`${src}/features`, `${src}/ui`, `${src}/styles`, `${src}/platform/**/!(payload).{ts,tsx}`].flatMap(
      (target) =>
        below(
          target,
          [`${root}/payload.config.ts`],
          'Only src/platform/payload.ts imports payload.config.ts: use getPayload() from there.',
        ),
    ),
    ...below(
      `${src}/server`,
      [
        `${src}/features`,
        `${src}/app`,
        `${src}/ui`,
        `${src}/seed`,
        `${src}/styles`,
        `${root}/payload.config.ts`,
      ],
      'The HTTP front imports the platform only.',
    ),
    ...below(
      `${src}/features`,
      [`${src}/app`, `${src}/server`, `${src}/seed`],
      'A feature imports no page, server or seed module.',
    ),
    ...FEATURES.flatMap((feature) =>
      [
        `${src}/app`,
        `${src}/seed`,
        `${root}/payload.config.ts`,
        `${root}/scripts`,
        ...FEATURES.filter((other) => other !== feature).map((other) => `${src}/features/${other}`),
      ].map((target) => ({
        target,
        from: `${src}/features/${feature}`,
        except: DOORS,
        message: `Import the ${feature} feature through its index.ts, pages.ts or client.ts.`,
      })),
    ),
  ]
}

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
    // The layers (docs/architecture.md): app -> features -> platform; server -> platform only.
    files: ['src/**', 'payload.config.ts', 'scripts/**', 'tests/lint/**'],
    ignores: ['tests/lint/layers/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones() }] },
  },
  {
    files: ['tests/lint/layers/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones('./tests/lint/layers') }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Bundled into dist/server.mjs with its packages left to Node: date-fns' index, loaded so on
    // Node 24, costs the primary and each worker about 230 MB (`parse` alone about 140 MB).
    files: ['src/server/**', 'src/platform/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'date-fns', message: "Import the function's own module, e.g. 'date-fns/addDays'." },
            { name: 'date-fns/parse', message: 'It costs each server process about 140 MB on Node 24.' },
            {
              name: 'date-fns/isMatch',
              message: 'It loads date-fns/parse: about 140 MB per server process.',
            },
          ],
        },
      ],
    },
  },
]

export default config
