/**
 * Content: what other features' code may import in the browser as well as on the server (no
 * Payload, no server-only module behind it).
 */
export { COURSE_PROGRAM_SLUG } from './programSlugs'
