import type { Access } from 'payload'

/** For writes that only server code (with overrideAccess) may make. */
export const nobody: Access = () => false
