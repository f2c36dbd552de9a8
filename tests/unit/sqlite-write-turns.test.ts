/**
 * @jest-environment node
 */
import { TurnQueue, WriteTurn } from '@/platform/database/sqliteWriteTurns'

const nextTurnOfTheLoop = () => new Promise((resolve) => setImmediate(resolve))

describe('TurnQueue (the primary)', () => {
  /** A queue that records whom it grants the turn to, after `members` have asked in that order. */
  function queueAfterAsks(members: string[]) {
    const granted: string[] = []
    const queue = new TurnQueue<string>((member) => granted.push(member))
    for (const member of members) queue.ask(member)
    return { queue, granted }
  }

  it('hands the turn to one member at a time, in the order they asked', () => {
    const { queue, granted } = queueAfterAsks(['a', 'b', 'c'])
    expect(granted).toEqual(['a'])
    // Only the holder can give the turn back
    queue.done('c')
    expect(queue.current).toBe('a')
    queue.done('a')
    queue.done('b')
    expect(granted).toEqual(['a', 'b', 'c'])
    queue.done('c')
    expect(queue.current).toBeNull()
  })

  it('asks once per member, and drops a member that leaves, holding or waiting', () => {
    const { queue, granted } = queueAfterAsks(['a', 'a', 'b', 'b', 'c'])
    queue.leave('b')
    queue.leave('a')
    expect(granted).toEqual(['a', 'c'])
    expect(queue.current).toBe('c')
  })
})

describe('WriteTurn (a worker)', () => {
  function worker(graceMs = 1_000) {
    const sent: string[] = []
    const turn = new WriteTurn((message) => sent.push(message.kind), graceMs)
    const grant = () => turn.receive({ channel: 'sqlite-write-turns', kind: 'yours' })
    return { sent, turn, grant }
  }

  it('asks once for all the writes waiting, runs them in order once granted, and gives the turn back after that turn of the event loop', async () => {
    const { sent, turn, grant } = worker()
    const order: string[] = []
    const write = (name: string) => turn.run(async () => order.push(name))
    const writes = Promise.all([write('first'), write('second'), write('third')])
    await nextTurnOfTheLoop()
    expect(sent).toEqual(['ask'])
    expect(order).toEqual([])
    grant()
    await writes
    expect(order).toEqual(['first', 'second', 'third'])
    // A write that follows in the same turn of the loop needs no new ask
    await write('fourth')
    expect(sent).toEqual(['ask'])
    await nextTurnOfTheLoop()
    expect(sent).toEqual(['ask', 'done'])
    // The next write asks again
    void write('fifth')
    expect(sent).toEqual(['ask', 'done', 'ask'])
  })

  it('writes anyway when the primary does not answer in time, for the rest of that turn of the loop, and returns a turn granted after that', async () => {
    const { sent, turn, grant } = worker(20)
    const order: string[] = []
    await turn.run(async () => order.push('late'))
    // The statements that follow in the same turn of the loop do not ask again
    await turn.run(async () => order.push('next statement'))
    expect(order).toEqual(['late', 'next statement'])
    expect(sent).toEqual(['ask'])
    await nextTurnOfTheLoop()
    // Nothing to give back: the turn was never granted
    expect(sent).toEqual(['ask'])
    grant()
    expect(sent).toEqual(['ask', 'done'])
  })

  it('ignores messages that are not its own', () => {
    const { sent, turn } = worker()
    turn.receive({ channel: 'rate_limiter_flexible', kind: 'yours' })
    turn.receive(null)
    expect(sent).toEqual([])
  })
})
