import { connect } from 'node:net'

/**
 * A raw TCP connection that sends `head` (and then whatever the test writes to `socket`), for
 * requests no HTTP client would make: dribbled or oversized bodies, odd request lines. `to` is a
 * port on 127.0.0.1 or a base URL. Collects the answer; `closed` settles when the server hangs up.
 */
export function rawConnection(to: number | string, head: string) {
  const { port, host } = typeof to === 'number' ? { port: to, host: '127.0.0.1' } : addressOf(new URL(to))
  const socket = connect(port, host)
  let answer = ''
  socket.setEncoding('latin1')
  socket.on('data', (chunk: string) => (answer += chunk))
  socket.on('error', () => undefined)
  socket.write(head)
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  return {
    socket,
    closed,
    answer: () => answer,
    statusLine: () => answer.split('\r\n')[0],
  }
}

const addressOf = (url: URL) => ({
  port: Number(url.port),
  host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
})
