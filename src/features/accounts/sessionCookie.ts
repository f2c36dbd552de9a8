import { generateExpiredPayloadCookie, generatePayloadCookie, type Payload } from 'payload'

/** The same `payload-token` cookie the admin uses, built from the users collection's auth settings. */
export function sessionCookie(payload: Payload, token: string): string {
  return generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  }) as string
}

export function expiredSessionCookie(payload: Payload): string {
  return generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
  }) as string
}
