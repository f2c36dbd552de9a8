import path from 'node:path'

import type { Media } from '../../payload-types'

/** The bucket key of a stored file: `<prefix>/<filename>`, or the bare filename without a prefix. */
export const objectKey = (prefix: string, filename: string) => (prefix ? `${prefix}/${filename}` : filename)

/** True for a plain file name, as Payload generates them; false for anything that could leave the prefix. */
export const isPlainFilename = (filename: string) =>
  filename.length > 0 && filename !== '.' && filename !== '..' && path.posix.basename(filename) === filename

type StoredFiles = Pick<Media, 'filename' | 'sizes'>

/** The names of every file a media document owns: the original and each generated size. */
export function storedFilenames(doc: StoredFiles | null | undefined): string[] {
  if (!doc) return []
  const sizes = Object.values(doc.sizes ?? {}) as ({ filename?: string | null } | undefined)[]
  return [doc.filename, ...sizes.map((size) => size?.filename)].filter((name): name is string =>
    Boolean(name),
  )
}
