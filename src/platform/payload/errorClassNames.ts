import * as payloadExports from 'payload'

/**
 * Gives each error class Payload exports its own name back. The production build minifies server
 * code, class names included, and Payload reads an error's name (`this.constructor.name`) twice:
 * to answer it (a nameless 4xx becomes "An unknown error occurred.") and to pick its log level (a
 * nameless Forbidden or NotFound is logged as an error, with its stack). Runs once, when the
 * config loads; where names survive (the tests, `npm run dev`) it changes nothing.
 * docs/decisions/0077-payload-error-names.md
 */
export function restorePayloadErrorNames(): void {
  for (const [exported, value] of Object.entries(payloadExports)) {
    if (typeof value !== 'function' || !(value.prototype instanceof Error) || value.name === exported)
      continue
    Object.defineProperty(value, 'name', { value: exported, configurable: true })
  }
}
