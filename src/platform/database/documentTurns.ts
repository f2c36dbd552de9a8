import cluster, { type Worker } from 'node:cluster'

import { processWide } from '../processWide'
import { sendToPrimary, TurnQueue, writeTurnsInCluster } from './sqliteWriteTurns'

/**
 * On SQLite, where Payload runs no transactions here, a change that reads a document and writes
 * what it decides from it (changeDocument) is a read and then a write, and another change of the
 * same document could come between them: two confirmations of one booking would both find it
 * without a time, and both write one. So the changes of one document take turns: one at a time
 * per document, in the order they asked. In one process the queues are its own; in the workers of
 * `npm start`'s cluster the primary keeps them, so that the changes the workers make of one
 * document take turns too. On MongoDB the transaction of each change does this instead (a change
 * that crossed another runs again). docs/decisions/0076-document-turns-on-sqlite.md.
 *
 * As with the write turns (sqliteWriteTurns.ts), a turn not granted within GRANT_WAIT_MS of the
 * ask is not waited for: the change runs anyway, as it would without turns. That happens when the
 * primary is gone, or when the changes queued before it for the same document took that long
 * (each is a read and a write, milliseconds, unless the database is that slow).
 */

const CHANNEL = 'document-turns'
/** The primary does nothing else, and a change holds its turn for a read and a write (milliseconds). */
const GRANT_WAIT_MS = 2_000

export type DocumentTurnMessage = {
  channel: typeof CHANNEL
  kind: 'ask' | 'done' | 'yours'
  /** The document: its collection and id. */
  key: string
  /** The asking change, numbered by its process. */
  ticket: number
}

const isDocumentTurnMessage = (message: unknown): message is DocumentTurnMessage =>
  typeof message === 'object' && message !== null && (message as DocumentTurnMessage).channel === CHANNEL

/** One queue per document, dropped once nobody holds or waits for its turn. */
export class DocumentQueues<Member> {
  private readonly queues = new Map<string, TurnQueue<Member>>()

  constructor(private readonly grant: (key: string, member: Member) => void) {}

  ask(key: string, member: Member): void {
    let queue = this.queues.get(key)
    if (!queue) {
      queue = new TurnQueue<Member>((next) => this.grant(key, next))
      this.queues.set(key, queue)
    }
    queue.ask(member)
  }

  done(key: string, member: Member): void {
    const queue = this.queues.get(key)
    if (!queue) return
    queue.done(member)
    if (queue.idle) this.queues.delete(key)
  }

  /** Every member `gone` picks loses its place and its turns (a worker that died). */
  leave(gone: (member: Member) => boolean): void {
    for (const [key, queue] of [...this.queues]) {
      queue.leaveWhere(gone)
      if (queue.idle) this.queues.delete(key)
    }
  }

  /** The documents whose turn is held or waited for. */
  get size(): number {
    return this.queues.size
  }
}

/** A process's side: runs each change of a document in that document's turn. */
export class DocumentTurns {
  private lastTicket = 0
  private readonly waiting = new Map<number, () => void>()

  constructor(
    private readonly send: (message: DocumentTurnMessage) => void,
    private readonly graceMs = GRANT_WAIT_MS,
  ) {}

  /** To be called with every message to this process. */
  receive(message: unknown): void {
    if (!isDocumentTurnMessage(message) || message.kind !== 'yours') return
    const granted = this.waiting.get(message.ticket)
    if (granted) granted()
    // A turn that comes after the change stopped waiting for it goes straight back
    else this.send({ ...message, kind: 'done' })
  }

  /**
   * Runs `change` once it holds the turn of the document `key`, and gives the turn back after it.
   * `graceMs` replaces the process's wait for a change that holds its turn for longer (migrations).
   */
  async run<T>(key: string, change: () => Promise<T>, graceMs = this.graceMs): Promise<T> {
    const ticket = ++this.lastTicket
    const granted = await new Promise<boolean>((resolve) => {
      const stopWaiting = setTimeout(() => {
        this.waiting.delete(ticket)
        resolve(false)
      }, graceMs)
      this.waiting.set(ticket, () => {
        clearTimeout(stopWaiting)
        this.waiting.delete(ticket)
        resolve(true)
      })
      this.send({ channel: CHANNEL, kind: 'ask', key, ticket })
    })
    try {
      return await change()
    } finally {
      if (granted) this.send({ channel: CHANNEL, kind: 'done', key, ticket })
    }
  }
}

/** Called once in the cluster's primary: it hands out the turns of each document to the workers' changes. */
export function keepDocumentTurns(): void {
  type Member = { worker: Worker; ticket: number }
  const members = new Map<string, Member>()
  const memberOf = (worker: Worker, ticket: number): string => `${worker.id}:${ticket}`
  const queues = new DocumentQueues<string>((key, id) => {
    const member = members.get(id)
    // Not known (any more): the turn passes on at once
    if (!member) return queues.done(key, id)
    const { worker, ticket } = member
    const gone = () => {
      members.delete(id)
      queues.leave((each) => each === id)
    }
    if (!worker.isConnected()) return gone()
    // A failed send (a worker that has just died) comes to the callback, not as an 'error' event
    worker.send(
      { channel: CHANNEL, kind: 'yours', key, ticket } satisfies DocumentTurnMessage,
      (error: Error | null) => {
        if (error) gone()
      },
    )
  })
  cluster.on('message', (worker, message: unknown) => {
    if (!isDocumentTurnMessage(message)) return
    const id = memberOf(worker, message.ticket)
    if (message.kind === 'ask') {
      members.set(id, { worker, ticket: message.ticket })
      queues.ask(message.key, id)
    } else if (message.kind === 'done') {
      members.delete(id)
      queues.done(message.key, id)
    }
  })
  cluster.on('exit', (worker) => {
    const prefix = `${worker.id}:`
    for (const id of members.keys()) if (id.startsWith(prefix)) members.delete(id)
    queues.leave((id) => id.startsWith(prefix))
  })
}

/** The turns of one process that is not a worker of `npm start`'s cluster: its own queues. */
export function localDocumentTurns(graceMs = GRANT_WAIT_MS): DocumentTurns {
  const queues = new DocumentQueues<number>((key, ticket) =>
    turns.receive({ channel: CHANNEL, kind: 'yours', key, ticket }),
  )
  const turns: DocumentTurns = new DocumentTurns((message) => {
    if (message.kind === 'ask') queues.ask(message.key, message.ticket)
    else if (message.kind === 'done') queues.done(message.key, message.ticket)
  }, graceMs)
  return turns
}

/** The turns of a worker of `npm start`'s cluster, kept by its primary over the cluster's IPC channel. */
function clusterDocumentTurns(): DocumentTurns {
  const turns = new DocumentTurns(sendToPrimary)
  process.on('message', (message) => turns.receive(message))
  return turns
}

/** This process's document turns (one for the whole process, however often the module is loaded). */
export const documentTurns = (): DocumentTurns =>
  processWide('documentTurns', () => (writeTurnsInCluster() ? clusterDocumentTurns() : localDocumentTurns()))
