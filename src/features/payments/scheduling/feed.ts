import { randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { getEnv } from '@/platform/env'

const readToken = async (payload: Payload): Promise<string | null> => {
  const stored = await payload.findGlobal({ slug: 'session-availability', depth: 0, overrideAccess: true })
  return typeof stored.feedToken === 'string' && stored.feedToken ? stored.feedToken : null
}

/** Replaces the feed's secret: every calendar subscribed with the old address stops receiving it. */
export async function regenerateFeedToken(payload: Payload): Promise<string> {
  const feedToken = randomBytes(24).toString('base64url')
  await payload.updateGlobal({
    slug: 'session-availability',
    data: { feedToken },
    overrideAccess: true,
    depth: 0,
  })
  return feedToken
}

const addressOf = (token: string) =>
  `${getEnv().NEXT_PUBLIC_SERVER_URL.replace(/\/$/, '')}/api/session-calendar/${token}.ics`

/** The owner's private feed address, and whether this read made its secret (on first use). */
export async function feedAddress(payload: Payload): Promise<{ url: string; made: boolean }> {
  const token = await readToken(payload)
  if (token) return { url: addressOf(token), made: false }
  return { url: addressOf(await regenerateFeedToken(payload)), made: true }
}

/** The owner's private feed address (the secret is made on first use). */
export async function feedUrl(payload: Payload): Promise<string> {
  return (await feedAddress(payload)).url
}

/** True when `candidate` is the feed's current secret (compared in constant time). */
export async function isFeedToken(payload: Payload, candidate: string): Promise<boolean> {
  const token = await readToken(payload)
  if (!token) return false
  const a = Buffer.from(token)
  const b = Buffer.from(candidate)
  return a.length === b.length && timingSafeEqual(a, b)
}
