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
