import type { Endpoint } from 'payload'

/** Every custom endpoint, served by Payload under /api<path>. */
export const endpoints: Endpoint[] = []
