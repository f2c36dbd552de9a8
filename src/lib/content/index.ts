/**
 * The one data-access layer the pages call: typed, cached reads over Payload's local API.
 * Each module caches under the content's tag (lib/cacheTags.ts); content hooks expire it.
 */
export * from './course'
export * from './pages'
export * from './passwordReset'
export * from './portfolio'
export * from './settings'
export * from './site'
export * from './seminars'
export * from './seminarImage'
export * from './courseSales'
