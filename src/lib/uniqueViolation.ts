/** True when the database refused a write because a unique value already exists. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const candidate = error as { name?: string; message?: string; code?: unknown; cause?: unknown }
  const text = `${candidate.name ?? ''} ${candidate.message ?? ''}`
  if (/unique|duplicate|already (exists|registered|in use)|E11000/i.test(text)) return true
  if (candidate.code === 11000 || candidate.code === 'SQLITE_CONSTRAINT_UNIQUE') return true
  const data = (error as { data?: { errors?: { message?: string }[] } }).data
  if (data?.errors?.some((issue) => /unique|already|registered/i.test(issue.message ?? ''))) return true
  return candidate.cause ? isUniqueViolation(candidate.cause) : false
}
