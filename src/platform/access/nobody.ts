import type { Access } from 'payload'

/** For writes that only server code (with overrideAccess) may make. */
export const nobody: Access = () => false

/**
 * A collection only server code uses, through the local API with overrideAccess: every operation
 * refused to every role on REST, and absent from GraphQL and the admin.
 */
export const serverOnlyCollection = {
  access: {
    read: nobody,
    create: nobody,
    update: nobody,
    delete: nobody,
    readVersions: nobody,
    unlock: nobody,
  },
  admin: { hidden: true },
  graphQL: false,
  lockDocuments: false,
  timestamps: false,
} as const
