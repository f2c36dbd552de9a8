import { createHash } from 'node:crypto'

/** A page made the same for every visitor: no nonce, and the hashes its inline scripts need. */
export type HashedPage = { html: string; scriptHashes: string[] }

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
/** Script preloads would need a nonce: the loader below adds the scripts themselves at once. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*>/g
const ATTRIBUTE = /([^\s"'=<>/]+)(?:="([^"]*)")?/g
const LOADER_SLOT = '\u0000script-loader\u0000'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const attributesOf = (source: string): [string, string][] =>
  [...source.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value ?? ''])

/** JSON safe inside a <script>: no `</script>` or `<!--` can appear in it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * One inline script that adds the page's external scripts, with their attributes and in their
 * order, as the parser would have. Under 'strict-dynamic' a script added by a trusted (hashed)
 * script is trusted too, whereas a `<script src>` in the HTML would need a nonce or a hash of its
 * own. It adds them at once: they start downloading with the head and, being added before the
 * document has loaded, hold the window's `load` event until they have run
 * (docs/decisions/0003-cached-page-script-loader.md).
 */
const loaderScript = (scripts: [string, string][][]) =>
  `(function(d,l){l.forEach(function(a){var s=d.createElement('script');` +
  `a.forEach(function(p){s.setAttribute(p[0],p[1])});d.head.appendChild(s)})})` +
  `(document,${scriptSafeJson(scripts)})`

/**
 * Turns a page rendered with `renderNonce` into bytes any visitor and any shared cache can have
 * (web.dev's hash-based strict CSP for cached pages): the nonce is gone everywhere (attributes,
 * headers and the RSC payload), the external scripts are added by one inline loader where the first
 * of them stood, script preloads are dropped, and every inline script is listed by its sha256.
 */
export function toHashedPage(html: string, renderNonce: string): HashedPage {
  const external: [string, string][][] = []
  const withoutNonce = html
    .split(renderNonce)
    .join('')
    .replace(/ nonce=""/g, '')
    .replace(SCRIPT_PRELOAD, '')
  const withSlot = withoutNonce.replace(SCRIPT, (tag, attributes: string) => {
    const parsed = attributesOf(attributes)
    if (!parsed.some(([name]) => name === 'src')) return tag
    external.push(parsed)
    return external.length === 1 ? LOADER_SLOT : ''
  })
  const page = external.length
    ? withSlot.replace(LOADER_SLOT, `<script>${loaderScript(external)}</script>`)
    : withSlot
  const scriptHashes = [...page.matchAll(SCRIPT)].map(([, , body]) => sha256(body))
  return { html: page, scriptHashes: [...new Set(scriptHashes)] }
}

/** A Link header without the rendering nonce's (now empty) parameters. */
export const headerWithoutNonce = (value: string, renderNonce: string): string =>
  value
    .split(renderNonce)
    .join('')
    .replace(/;\s*nonce=""/g, '')
