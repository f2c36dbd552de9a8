import type { Payload, RequestContext } from 'payload'
import { ValidationError } from 'payload'

/** Why `npm run create-admin` created no admin, in one line for the console. */
export class AdminAccountError extends Error {
  name = 'AdminAccountError'
}

type Credentials = { email: string; password: string }

export async function hasAccount(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } } })
  return totalDocs > 0
}

/** An admin who may sign in at once; the users collection's hook holds the password to the policy. */
export async function createAdminUser(
  payload: Payload,
  { email, password }: Credentials,
  context: RequestContext = {},
): Promise<void> {
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Site Admin', roles: ['admin'], requirePasswordChange: false },
    context,
  })
}

/** The policy's reason when Payload refused the password, or null for any other failure. */
function passwordRefusal(error: unknown): string | null {
  if (!(error instanceof ValidationError)) return null
  return error.data.errors.find((fieldError) => fieldError.path === 'password')?.message ?? null
}

/**
 * `npm run create-admin`: a new admin account, never a change to an existing one (an attacker who
 * can run it must not take over an account by its e-mail).
 */
export async function createAdmin(
  payload: Payload,
  { email, password }: { email: string; password: string | undefined },
): Promise<void> {
  if (!password) {
    throw new AdminAccountError(
      'ADMIN_PASSWORD is required: ADMIN_EMAIL=you@example.com ADMIN_PASSWORD=... npm run create-admin',
    )
  }
  if (await hasAccount(payload, email)) {
    throw new AdminAccountError(`${email} already has an account: nothing was changed.`)
  }
  try {
    await createAdminUser(payload, { email, password })
  } catch (error) {
    const refusal = passwordRefusal(error)
    if (refusal) throw new AdminAccountError(`ADMIN_PASSWORD refused: ${refusal}`)
    throw error
  }
}
