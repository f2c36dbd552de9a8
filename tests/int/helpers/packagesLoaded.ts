import { spawnSync } from 'node:child_process'

export type PackagesLoaded = { adapter: string; mongooseFiles: number; awsSdkFiles: number }

/**
 * Which database adapter a fresh process builds with `env` on top of this one's, and how many files
 * of mongoose and of the AWS SDK it has loaded once it has built the adapter and the media storage
 * (./packagesLoadedMain.ts).
 */
export function packagesLoaded(env: Record<string, string>): PackagesLoaded {
  const result = spawnSync('npx', ['tsx', 'tests/int/helpers/packagesLoadedMain.ts'], {
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? 'null')
}
