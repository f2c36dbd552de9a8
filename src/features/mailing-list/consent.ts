import type { PayloadRequest } from 'payload'

import { getEnv } from '@/platform/env'
import type { ChangeContext } from '@/features/mailing-list/mailingList'
import { clientAddress } from '@/platform/rateLimit/clientAddress'

/** What the consent record keeps of a request: where it came from and the client's address (hashed by the list). */
export const changeContext = (req: PayloadRequest, source: string): ChangeContext => ({
  source,
  ip: clientAddress(req.headers, getEnv().TRUST_PROXY),
})
