import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  compiler: { styledComponents: true },
  // app/global-not-found.tsx: the 404 page rendered on the server (docs/decisions/0091)
  experimental: { globalNotFound: true },
  poweredByHeader: false,
  // The optimiser encodes only what the site's pages ask for (docs/security.md, "Image optimizer"):
  // media and public images by their plain path (no query string), at these widths and quality.
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [
      { pathname: '/api/media/file/**', search: '' },
      { pathname: '/images/**', search: '' },
    ],
    deviceSizes: [640, 828, 1080, 1200, 1920],
    // Every srcset of the site has a `sizes` in vw, which Next fills from deviceSizes alone.
    imageSizes: [],
    qualities: [75],
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every route for the colour-scheme client hint, which only its admin reads; as a
 * Critical-CH it makes a browser's first visit fetch a page twice. Keep it, and the Vary on it, to
 * the admin: elsewhere no browser sends the hint, and the Vary is bytes on every script and call.
 */
const ADMIN_ONLY_HEADERS = new Set(['Accept-CH', 'Critical-CH', 'Vary'])

async function headers() {
  const rules = await config.headers()
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter(({ key }) => ADMIN_ONLY_HEADERS.has(key))
    if (rule.source !== '/:path*' || hints.length === 0) return [rule]
    const rest = rule.headers.filter(({ key }) => !ADMIN_ONLY_HEADERS.has(key))
    return [
      ...(rest.length ? [{ ...rule, headers: rest }] : []),
      { ...rule, source: '/admin/:path*', headers: hints },
    ]
  })
}

const configWithAdminHints = { ...config, headers }

export default configWithAdminHints
