import fs from 'node:fs'
import path from 'node:path'

const CODE_OR_FONT = /\.(js|css|woff2)$/

/**
 * The URL paths of the build's scripts, style sheets and fonts (`/_next/static/...`), read once at
 * start-up: a production build does not change under its server. Only these files get the lean
 * headers; a path that merely looks like one is answered by Next's HTML 404 page, a document that
 * keeps the full policy.
 */
export function listBuildCodeFiles(distDir: string): ReadonlySet<string> {
  const root = path.join(distDir, 'static')
  if (!fs.existsSync(root)) return new Set()
  const relativePaths = fs.readdirSync(root, { recursive: true, encoding: 'utf8' })
  return new Set(
    relativePaths
      .filter((file) => CODE_OR_FONT.test(file))
      .map((file) => `/_next/static/${file.split(path.sep).join('/')}`),
  )
}

/** Where Payload's admin layout (its Root layout) defines its own server actions. */
const PAYLOAD_ROOT_LAYOUT = 'node_modules/@payloadcms/next/dist/layouts/Root/'

/**
 * The ids of the build's server actions that nobody may call, read once at start-up from Next's
 * server-reference manifest: those of Payload's Root layout. Its one action is the admin's
 * language switch, a closure whose first argument is Next's encrypted copy of Payload's config;
 * a forged copy fails Next's decryption with a 500. The site configures one admin language, so
 * the switch has nothing to switch to and its selector never calls it
 * (docs/decisions/0081-payload-language-switch-refused.md).
 */
export function listRefusedServerActions(distDir: string): ReadonlySet<string> {
  const file = path.join(distDir, 'server', 'server-reference-manifest.json')
  if (!fs.existsSync(file)) return new Set()
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    node?: Record<string, { filename?: string }>
  }
  return new Set(
    Object.entries(manifest.node ?? {})
      .filter(([, action]) => action.filename?.startsWith(PAYLOAD_ROOT_LAYOUT))
      .map(([id]) => id),
  )
}
