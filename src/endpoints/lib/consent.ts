import type { PayloadRequest } from 'payload'

import { getEnv } from '@/lib/env'
import type { ChangeContext } from '@/lib/mailingList'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

/** What the consent record keeps of a request: where it came from and the client's address (hashed by the list). */
export const changeContext = (req: PayloadRequest, source: string): ChangeContext => ({
  source,
  ip: clientAddress(req.headers, getEnv().TRUST_PROXY),
})
