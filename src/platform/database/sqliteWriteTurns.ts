import cluster, { type Worker } from 'node:cluster'

import type { Client, InArgs, InStatement } from '@libsql/client'

/**
 * SQLite lets one connection write at a time. The embedded client runs each statement
 * synchronously on the event loop, so a worker whose write finds the file locked by another worker
 * sleeps there, in SQLite's busy handler (1, 2, 5, 10, 15 ms... up to the busy timeout), and every
 * request it holds waits with it. Measured under the spike with two workers: about 10 such sleeps a
 * second in each worker, in runs of up to 33 ms.
 *
 * So the workers of `npm start` take turns to write, handed out by the cluster's primary: a worker
 * asks for the turn over IPC and waits without blocking (its event loop goes on answering), then
 * runs its writes and gives the turn back at the end of that turn of its event loop. All the
 * writes that its requests make meanwhile (an operation's statements follow one another as
 * microtasks) run under the one turn, in the order they asked. A SELECT never waits: in WAL mode
 * it does not take the write lock (a read that starts with WITH waits like a write).
 *
 * The turn orders writes; it does not guard them. SQLite's own lock still does, with its busy
 * timeout for the writers outside the turns (a script, a backup). So a worker that gets no answer
 * from the primary within GRANT_WAIT_MS writes anyway, as it would without turns, and treats the
 * rest of that turn of its event loop as its own.
 * docs/decisions/0055-sqlite-write-turns.md.
 */

/** Set by `npm start`'s primary in its workers' environment when it hands out write turns. */
export const WRITE_TURNS_ENV = 'SQLITE_WRITE_TURNS'
const CHANNEL = 'sqlite-write-turns'
/** The primary does nothing else: an answer this late means it is gone (or a write is stuck). */
const GRANT_WAIT_MS = 2_000

type TurnMessage = { channel: typeof CHANNEL; kind: 'ask' | 'done' | 'yours' }

const isTurnMessage = (message: unknown): message is TurnMessage =>
  typeof message === 'object' && message !== null && (message as TurnMessage).channel === CHANNEL

/** Whether this process is a worker of `npm start`'s cluster, whose primary hands out write turns. */
export const writeTurnsInCluster = (): boolean => cluster.isWorker && process.env[WRITE_TURNS_ENV] === '1'

/**
 * The primary's queue: one holder at a time, the others in the order they asked. `grant` tells a
 * member it holds the turn. A member that leaves (a worker that died) loses its place and its turn.
 */
export class TurnQueue<Member> {
  private holder: Member | null = null
  private readonly waiting: Member[] = []

  constructor(private readonly grant: (member: Member) => void) {}

  ask(member: Member): void {
    if (this.holder === member || this.waiting.includes(member)) return
    this.waiting.push(member)
    this.handOn()
  }

  done(member: Member): void {
    if (this.holder !== member) return
    this.holder = null
    this.handOn()
  }

  leave(member: Member): void {
    const place = this.waiting.indexOf(member)
    if (place >= 0) this.waiting.splice(place, 1)
    this.done(member)
  }

  /** Every member `gone` picks leaves. */
  leaveWhere(gone: (member: Member) => boolean): void {
    for (const member of this.waiting.filter(gone)) this.leave(member)
    if (this.holder !== null && gone(this.holder)) this.leave(this.holder)
  }

  get current(): Member | null {
    return this.holder
  }

  /** Nobody holds the turn or waits for it. */
  get idle(): boolean {
    return this.holder === null && this.waiting.length === 0
  }

  private handOn() {
    const next = this.holder === null ? this.waiting.shift() : undefined
    if (next === undefined) return
    this.holder = next
    this.grant(next)
  }
}

/** Called once in the cluster's primary: it hands the write turn to one worker at a time. */
export function keepSqliteWriteTurns(): void {
  const queue = new TurnQueue<Worker>((worker) => {
    if (!worker.isConnected()) return queue.leave(worker)
    // A worker that has just died can still look connected; the failed send (EPIPE) comes to the
    // callback, not as an 'error' event that would stop the primary.
    worker.send({ channel: CHANNEL, kind: 'yours' } satisfies TurnMessage, (error: Error | null) => {
      if (error) queue.leave(worker)
    })
  })
  cluster.on('message', (worker, message: unknown) => {
    if (!isTurnMessage(message)) return
    if (message.kind === 'ask') queue.ask(worker)
    else if (message.kind === 'done') queue.done(worker)
  })
  cluster.on('exit', (worker) => queue.leave(worker))
}

/** A worker's side: asks the primary for the turn once for all the writes that wait for it. */
export class WriteTurn {
  private held = false
  private asked: Promise<void> | null = null
  private granted: (() => void) | null = null

  constructor(
    private readonly send: (message: TurnMessage) => void,
    private readonly graceMs = GRANT_WAIT_MS,
  ) {}

  /** To be called with every message from the primary. */
  receive(message: unknown): void {
    if (!isTurnMessage(message) || message.kind !== 'yours') return
    if (this.granted) this.granted()
    // A turn that comes after the worker stopped waiting for it goes straight back.
    else this.send({ channel: CHANNEL, kind: 'done' })
  }

  /** Runs `write` in this worker's turn: at once when the worker holds it, else once it is handed over. */
  async run<T>(write: () => Promise<T>): Promise<T> {
    if (!this.held) await this.take()
    return write()
  }

  private take(): Promise<void> {
    this.asked ??= new Promise<void>((resolve) => {
      // The writes that were waiting, and the statements that follow them in the same turn of the
      // event loop, run as if the turn were held; it is given back (when it was granted) after them.
      const holdForThisTurnOfTheLoop = (granted: boolean) => {
        this.granted = null
        this.asked = null
        this.held = true
        setImmediate(() => {
          this.held = false
          if (granted) this.send({ channel: CHANNEL, kind: 'done' })
        })
        resolve()
      }
      const stopWaiting = setTimeout(() => holdForThisTurnOfTheLoop(false), this.graceMs)
      this.granted = () => {
        clearTimeout(stopWaiting)
        holdForThisTurnOfTheLoop(true)
      }
      this.send({ channel: CHANNEL, kind: 'ask' })
    })
    return this.asked
  }
}

const READ = /^\s*select\b/i
const sqlOf = (statement: InStatement): string => (typeof statement === 'string' ? statement : statement.sql)

/**
 * Makes `client`'s writes take `turn`: every statement but a SELECT (executed alone or in a
 * batch), and migrations. Transactions are left alone: Payload runs none on SQLite here
 * (docs/operations.md, "SQLite").
 */
export function takeWriteTurns(client: Client, turn: WriteTurn): void {
  // The client also takes `execute(sql, args)`, which its types do not show.
  const execute = client.execute.bind(client) as (
    statement: InStatement,
    args?: InArgs,
  ) => ReturnType<Client['execute']>
  const batch = client.batch.bind(client)
  const migrate = client.migrate.bind(client)
  const executeMultiple = client.executeMultiple.bind(client)
  client.execute = ((statement: InStatement, args?: InArgs) =>
    READ.test(sqlOf(statement))
      ? execute(statement, args)
      : turn.run(() => execute(statement, args))) as Client['execute']
  client.batch = (statements, mode) =>
    mode === 'read' || statements.every((statement) => READ.test(sqlOf(statement)))
      ? batch(statements, mode)
      : turn.run(() => batch(statements, mode))
  client.migrate = (statements) => turn.run(() => migrate(statements))
  client.executeMultiple = (sql) => turn.run(() => executeMultiple(sql))
}

/**
 * Sends `message` to the cluster's primary. When the primary is gone (killed, or exited while this
 * worker still drains), the send fails: the turn asked for is then not waited for past its grace,
 * as without turns, instead of the failure stopping the worker as an unhandled 'error' event.
 */
export function sendToPrimary(message: object): void {
  process.send?.(message, undefined, undefined, () => {})
}

/** The turn of this worker's writes, talking to the primary over the cluster's IPC channel. */
export function clusterWriteTurn(): WriteTurn {
  const turn = new WriteTurn(sendToPrimary)
  process.on('message', (message) => turn.receive(message))
  return turn
}
