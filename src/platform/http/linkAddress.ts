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
  // Written out in full and with nothing around it: a browser reads `https:example.com` as a
  // path of this site, though URL parsers take it
  if (!/^(https?:\/\/|mailto:)\S+$/i.test(value)) return false
  try {
    const url = new URL(value)
    if (url.protocol === 'mailto:') return url.pathname.includes('@')
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}
