/**
 * The mail jobs of one server worker (src/features/mailing-list/jobs: the broadcast queue, then the outbox, every few
 * seconds), in a process of its own on the database of DATABASE_URI, for
 * tests/int/mail-workers.int.test.ts. Each worker sends from an EMAIL_FROM of its own, so the
 * test knows which one is sending when it kills one.
 */
import { bootPayload } from '../../../scripts/lib/bootstrap'
import { advanceBroadcasts } from '../../../src/features/mailing-list/broadcasts'
import { drainOutbox } from '../../../src/platform/mail/outbox'

const payload = await bootPayload()
process.stdout.write('ready\n')
for (;;) {
  await advanceBroadcasts(payload)
  await drainOutbox(payload)
  await new Promise((resolve) => setTimeout(resolve, 100))
}
