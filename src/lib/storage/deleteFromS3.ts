import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import type { Media } from '../../payload-types'
import { objectKey, storedFilenames } from './objectKeys'
import { getS3 } from './s3Client'
import type { S3Settings } from './s3Settings'

/**
 * Removes objects from the bucket. The document change has already been committed, so a storage
 * failure is logged (leaving an orphan object) rather than turned into a failed request.
 */
async function deleteObjects(settings: S3Settings, filenames: string[], req: PayloadRequest) {
  if (filenames.length === 0) return
  try {
    const { client, sdk } = await getS3(settings)
    const result = await client.send(
      new sdk.DeleteObjectsCommand({
        Bucket: settings.bucket,
        Delete: {
          Objects: filenames.map((name) => ({ Key: objectKey(settings.prefix, name) })),
          Quiet: true,
        },
      }),
    )
    if (result.Errors?.length)
      req.payload.logger.error({ errors: result.Errors }, 'S3: some media objects were not deleted')
  } catch (err) {
    req.payload.logger.error({ err, filenames }, 'S3: deleting media objects failed')
  }
}

/** When a document is deleted, its original and every size leave the bucket too. */
export const deleteFromS3 =
  (settings: S3Settings): CollectionAfterDeleteHook<Media> =>
  async ({ doc, req }) => {
    await deleteObjects(settings, storedFilenames(doc), req)
    return doc
  }

/** When an update replaced the file, the previous file and sizes are no longer referenced. */
export const deleteReplacedFromS3 =
  (settings: S3Settings): CollectionAfterChangeHook<Media> =>
  async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update') return doc
    const current = new Set(storedFilenames(doc))
    await deleteObjects(
      settings,
      storedFilenames(previousDoc).filter((name) => !current.has(name)),
      req,
    )
    return doc
  }
