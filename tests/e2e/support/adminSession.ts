import { expect, type APIRequestContext, type APIResponse } from '@playwright/test'

import { ADMIN } from '../../../scripts/lib/demoAdmin'

/** The session token a login answer set in its cookie: the JSON carries none (removeTokenFromResponses). */
export function sessionTokenOf(login: APIResponse): string {
  const token = /payload-token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1]
  if (!token) throw new Error('the login set no session cookie')
  return token
}

/** Signs the demo admin in through Payload's REST login; their session token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.ok()).toBe(true)
  return sessionTokenOf(login)
}
