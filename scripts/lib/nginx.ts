import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const DEPLOYED_CONFIG = path.join(process.cwd(), 'deploy/nginx.conf')
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx'

export type LocalNginx = { url: string; dir: string; stop: () => Promise<void> }

/**
 * deploy/nginx.conf made runnable here: the lines marked `# local:` point at a loopback port, the
 * app on `upstream` and a temporary folder; everything else is the deployed configuration.
 */
export function localNginxConfig(options: { port: number; upstream: string; dir: string }): string {
  const { port, upstream, dir } = options
  const local: Record<string, string> = {
    pid: `pid ${dir}/nginx.pid;`,
    cache: `proxy_cache_path ${dir}/cache levels=1:2 keys_zone=site:20m max_size=512m inactive=30m use_temp_path=off;`,
    app: `server ${upstream};`,
    // The app is on a loopback address: nothing to resolve (Debian's nginx predates `resolve`)
    resolver: '# resolver: none, the app is on loopback',
    listen: `listen 127.0.0.1:${port};`,
  }
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind};`)
    .join('\n')
  const config = fs
    .readFileSync(DEPLOYED_CONFIG, 'utf8')
    .replace(/^(\s*).*#\s*local:\s*(\w+)\s*$/gm, (line, indent: string, name: string) =>
      name in local ? indent + local[name] : line,
    )
    .replace(/^http \{$/m, `http {\n${temp}`)
  // As root, nginx's workers would drop to `nobody`, who cannot write the temporary folder.
  return (process.getuid?.() === 0 ? 'user root;\n' : '') + config
}

/** Starts Debian's nginx with the deployed configuration on 127.0.0.1:`port` in front of `upstream`. */
export async function startNginx(port: number, upstream: string): Promise<LocalNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'))
  const configFile = path.join(dir, 'nginx.conf')
  fs.writeFileSync(configFile, localNginxConfig({ port, upstream, dir }))
  const child: ChildProcess = spawn(NGINX_BIN, ['-c', configFile, '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`)
    const up = await fetch(`${url}/robots.txt`).then(
      () => true,
      () => false,
    )
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    dir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true })
          resolve()
        })
        child.kill('SIGQUIT')
      }),
  }
}
