import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export type LoadResult = { rps: number; p50Ms: number; p99Ms: number; errors: number; errorKinds?: string }

/** What wrk prints, read back: requests/s, p50 and p99 (ms), and its errors (status >= 400 and socket errors). */
export function readWrk(stdout: string): LoadResult {
  const ms = (percentile: number) => {
    const match = new RegExp(`\\b${percentile}%\\s+([\\d.]+)(us|ms|s)\\b`).exec(stdout)
    const scale = { us: 0.001, ms: 1, s: 1000 }[(match?.[2] ?? 'ms') as 'us' | 'ms' | 's']
    return Number(match?.[1] ?? Infinity) * scale
  }
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)
  const statusErrors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0)
  // What the errors were: answers >= 400, and each kind of socket error
  const kinds = [
    ...(statusErrors ? [`${statusErrors} answers >= 400`] : []),
    ...['connect', 'read', 'write', 'timeout']
      .map((kind, i) => [kind, Number(socketErrors?.[i + 1] ?? 0)] as const)
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => `${count} socket ${kind}`),
  ]
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0),
    p50Ms: ms(50),
    p99Ms: ms(99),
    errors: statusErrors + (socketErrors?.slice(1).reduce((sum, count) => sum + Number(count), 0) ?? 0),
    ...(kinds.length ? { errorKinds: kinds.join(', ') } : {}),
  }
}

/** One request a stream sends; `{n}` in the body becomes the stream's request count (unique e-mails). */
export type WrkRequest = {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

/**
 * A group of connections that each send a request, wait for its answer, then pause for `thinkMs`
 * on average (exponentially distributed, so the connections do not fall into step, and at most
 * PAUSE_LIMIT_MS) before the next. `thinkMs` 0 is a closed loop: the next request goes as soon as
 * the last is answered.
 * `order` walks the requests in turn or picks one at random each time.
 */
export type Stream = {
  name: string
  connections: number
  thinkMs: number
  order: 'cycle' | 'random'
  requests: WrkRequest[]
  /** Prints each answer >= 400 (status and the start of its body) to stderr: for the API, not page floods. */
  showErrors?: boolean
}

/**
 * Below the server's 5 s keep-alive: wrk counts the server closing an idle connection as a read
 * error (a browser opens a new one), so a longer pause would show up as an error.
 */
const PAUSE_LIMIT_MS = 4_000

/** A Lua string literal: JSON's is one for printable ASCII (paths, e-mails, tokens), not for \uXXXX escapes. */
function lua(value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value))
    throw new Error(`not printable ASCII, for a wrk script: ${JSON.stringify(value)}`)
  return JSON.stringify(value)
}

/** Printed by the script's `done`: wrk runs its default GET / when a script fails to load. */
const SCRIPT_RAN = 'stream script ran'
const luaHeaders = (headers: Record<string, string> = {}) =>
  `{${Object.entries(headers)
    .map(([name, value]) => `[${lua(name)}]=${lua(value)}`)
    .join(',')}}`

/** The wrk script of a stream: its requests as a Lua table, the pick, and the pause. */
export function streamScript(stream: Stream, seed: number): string {
  const requests = stream.requests
    .map(
      (request) =>
        `{${lua(request.method)},${lua(request.path)},${luaHeaders(request.headers)},${request.body === undefined ? 'nil' : lua(request.body)}}`,
    )
    .join(',\n')
  const pick = stream.order === 'cycle' ? 'n % #requests + 1' : 'math.random(#requests)'
  return [
    `math.randomseed(${seed})`,
    `local requests = {\n${requests}\n}`,
    'local n = 0',
    'request = function()',
    '  n = n + 1',
    `  local r = requests[${pick}]`,
    '  local body = r[4] and (string.gsub(r[4], "{n}", tostring(n)))',
    '  return wrk.format(r[1], r[2], r[3], body)',
    'end',
    ...(stream.showErrors
      ? [
          'response = function(status, headers, body)',
          `  if status >= 400 then io.stderr:write(${lua(`${stream.name}: `)} .. status .. " " .. string.sub(body, 1, 200) .. "\\n") end`,
          'end',
        ]
      : []),
    `done = function() io.write("${SCRIPT_RAN}\\n") end`,
    ...(stream.thinkMs > 0
      ? [
          `delay = function() return math.min(${PAUSE_LIMIT_MS}, math.floor(-${stream.thinkMs} * math.log(1 - math.random()))) end`,
        ]
      : []),
    '',
  ].join('\n')
}

/**
 * Runs a stream against `base` for `seconds` with wrk on one thread, without blocking this
 * process (several streams run at once). The script goes to `dir`. Rejects when wrk fails or its
 * script did not run (its message is then on stderr), rather than return figures of something else.
 */
export function runStream(base: string, stream: Stream, seconds: number, dir: string): Promise<LoadResult> {
  const script = path.join(dir, `${stream.name.replace(/\W+/g, '-')}.lua`)
  fs.writeFileSync(script, streamScript(stream, Math.floor(Math.random() * 2 ** 31)))
  const args = ['-t1', `-c${stream.connections}`, `-d${seconds}s`, '--latency', '-s', script, base]
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let stdout = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0 && stdout.includes(SCRIPT_RAN) && /Requests\/sec:/.test(stdout)) resolve(readWrk(stdout))
      else reject(new Error(`wrk failed on "${stream.name}" (exit code ${code}): see its message above`))
    })
  })
}
