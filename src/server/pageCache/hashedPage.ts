import { createHash } from 'node:crypto'

/** A page made the same for every visitor: no nonce, and the hashes its inline scripts need. */
export type HashedPage = { html: string; scriptHashes: string[] }

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
/**
 * Script preloads would need a nonce, and bytes fetched before the first paint count against it in
 * Lighthouse's model (docs/decisions/0003-script-loader-holds-load.md): the loader below fetches the scripts at the paint.
 */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*>/g
const ATTRIBUTE = /([^\s"'=<>/]+)(?:="([^"]*)")?/g
const LOADER_SLOT = '\u0000script-loader\u0000'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const attributesOf = (source: string): [string, string][] =>
  [...source.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value ?? ''])

/** JSON safe inside a <script>: no `</script>` or `<!--` can appear in it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** A page whose first paint never comes (a slow device, a stalled style) gets its scripts anyway. */
export const LOADER_HOLD_MAX_MS = 3000

/**
 * One inline script that adds the page's external scripts, with their attributes, as a parser
 * would have. Under 'strict-dynamic' a script added by a trusted (hashed) script is trusted too,
 * whereas a `<script src>` in the HTML would need a nonce or a hash of its own.
 *
 * It adds them once the page has painted its first content (the `first-contentful-paint` entry),
 * so some 150 kB of framework code does not run, or count, before the visitor sees the page.
 * Until then one pending script of its own (an empty `data:` script, fetched without the network
 * and added again each time it has run) holds the window's `load` event, and the page's scripts
 * hold it from then on: `load` still means the page has begun hydrating, as it would with the
 * scripts added at once. A browser that refuses the `data:` script (no 'strict-dynamic')
 * just stops holding. A hidden tab paints nothing and gets the scripts at once, as does a tab
 * hidden before its paint; a browser without paint entries gets them after its first frame; and
 * every page gets them after LOADER_HOLD_MAX_MS at the latest.
 */
const loaderScript = (scripts: [string, string][][]) =>
  `(function(d,w,l){var added=0,observer;` +
  `function add(){if(added)return;added=1;d.removeEventListener('visibilitychange',add);` +
  `if(observer)observer.disconnect();l.forEach(function(a){var s=d.createElement('script');` +
  `a.forEach(function(p){s.setAttribute(p[0],p[1])});d.head.appendChild(s)})}` +
  `function hold(){if(added)return;var g=d.createElement('script');g.src='data:text/javascript,';` +
  `g.onload=function(){g.remove();hold()};g.onerror=function(){g.remove()};d.head.appendChild(g)}` +
  `function afterFirstFrame(){w.requestAnimationFrame(function(){w.setTimeout(add,0)})}` +
  `if(d.visibilityState!=='visible')return add();` +
  `d.addEventListener('visibilitychange',add);w.setTimeout(add,${LOADER_HOLD_MAX_MS});` +
  `var O=w.PerformanceObserver;` +
  `if(O&&O.supportedEntryTypes&&O.supportedEntryTypes.indexOf('paint')>=0)` +
  `try{observer=new O(function(e){if(e.getEntriesByName('first-contentful-paint').length)add()});` +
  `observer.observe({type:'paint',buffered:true})}catch(x){afterFirstFrame()}` +
  `else afterFirstFrame();hold()})` +
  `(document,window,${scriptSafeJson(scripts)})`

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
