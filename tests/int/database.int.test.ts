import { databaseAdapter, mongoHost } from '@/platform/database/database'

describe('the database adapter', () => {
  it('chooses SQLite for a file URI and MongoDB for mongodb:// and mongodb+srv://', () => {
    expect(databaseAdapter('file:./data/site.db', process.cwd()).name).toBe('sqlite')
    expect(databaseAdapter('mongodb://localhost:27017/site', process.cwd()).name).toBe('mongoose')
    expect(databaseAdapter('mongodb+srv://u:p@cluster.example.net/site', process.cwd()).name).toBe('mongoose')
  })

  it('names the host of a MongoDB URI without its credentials', () => {
    expect(mongoHost('mongodb://user:secret@db.internal:27017/site?replicaSet=rs0')).toBe('db.internal:27017')
    expect(mongoHost('mongodb+srv://cluster0.example.net/site')).toBe('cluster0.example.net')
  })
})

describe('start-up on an unreachable MongoDB', () => {
  it('fails within 15 s with one clear line naming the host', async () => {
    const { spawnSync } = await import('node:child_process')
    const started = Date.now()
    const result = spawnSync('npx', ['tsx', 'scripts/preflight.ts'], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URI: 'mongodb://app:secret@127.0.0.1:9/site',
        PAYLOAD_SECRET: 'test-secret-0123456789abcdef',
      },
      encoding: 'utf8',
      timeout: 30_000,
    })
    const elapsed = Date.now() - started
    expect(result.status).toBe(1)
    expect(elapsed).toBeLessThan(15_000)
    const errorLines = result.stderr.split('\n').filter((line) => line.trim() && !line.includes('npm warn'))
    expect(errorLines).toHaveLength(1)
    expect(errorLines[0]).toMatch(/^Cannot connect to MongoDB at 127\.0\.0\.1:9 \(DATABASE_URI\)/)
    expect(result.stderr).not.toContain('secret')
  })
})
