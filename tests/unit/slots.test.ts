import { Slots } from '@/server/slots'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('Slots', () => {
  it('lets at most `size` holders in at once and every waiter in the end', async () => {
    const slots = new Slots(2)
    let running = 0
    let peak = 0
    const task = async (value: number) => {
      await slots.acquire()
      running += 1
      peak = Math.max(peak, running)
      await tick()
      running -= 1
      slots.release()
      return value
    }
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(task))
    expect(results).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(peak).toBe(2)
    expect([slots.tryAcquire(), slots.tryAcquire(), slots.tryAcquire()]).toEqual([true, true, false])
  })
})

describe('Slots.tryAcquire', () => {
  it('takes a free slot at once and refuses when all are held', () => {
    const slots = new Slots(1)
    expect(slots.tryAcquire()).toBe(true)
    expect(slots.tryAcquire()).toBe(false)
    slots.release()
    expect(slots.tryAcquire()).toBe(true)
  })
})

describe('Slots.acquire', () => {
  it('hands freed slots out in arrival order, those that wait ahead first', async () => {
    const slots = new Slots(1)
    slots.tryAcquire()
    const order: string[] = []
    const wait = (name: string, ahead = false) =>
      slots.acquire({ ahead }).then(() => {
        order.push(name)
        slots.release()
      })
    const all = [wait('first'), wait('second'), wait('resumed', true), wait('resumed later', true)]
    slots.release()
    await Promise.all(all)
    expect(order).toEqual(['resumed', 'resumed later', 'first', 'second'])
  })
})
