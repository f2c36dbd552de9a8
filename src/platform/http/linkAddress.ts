export const LINK_ADDRESS_MESSAGE =
  'Use a full address starting with https://, or a path of this site starting with /'

/**
 * True for a link an owner may put on a page: a web address (`https:`, `http:`), a `mailto:`
 * address, or a path of this site (`/about`, not `//host`). An address typed without its scheme
 * (`www.meetup.com/...`) would render as a broken path of this site, and a `javascript:` link runs
 * script.
 */
export function isLinkAddress(value: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(value)) return true
  try {
    const url = new URL(value)
    if (url.protocol === 'mailto:') return url.pathname.includes('@')
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}
