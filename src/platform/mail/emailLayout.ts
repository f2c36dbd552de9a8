import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** The site's look in an e-mail client: inline styles only, the theme's colours (src/styles/theme.ts). */
const COLORS = {
  background: '#fbfaf7',
  surface: '#ffffff',
  text: '#1c1b19',
  muted: '#57534e',
  primary: '#2f5d50',
  border: '#e4e0d8',
}

export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

export type EmailParts = { subject: string; html: string; text: string }

/** A call-to-action link drawn as the site's primary button. */
export const emailButton = (href: string, label: string): string =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:${COLORS.primary};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>`

/**
 * Wraps body HTML in the site's e-mail frame. `footerHtml` (the unsubscribe link of a list
 * e-mail) goes under the body in small print.
 */
export function emailLayout({
  title,
  bodyHtml,
  footerHtml = '',
}: {
  title: string
  bodyHtml: string
  footerHtml?: string
}): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.background};color:${COLORS.text};font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:1.6">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px">`,
    `<div style="background:${COLORS.surface};border:1px solid ${COLORS.border};border-radius:8px;padding:32px">`,
    bodyHtml,
    '</div>',
    footerHtml
      ? `<div style="color:${COLORS.muted};font-size:13px;padding:16px 8px;text-align:center">${footerHtml}</div>`
      : '',
    '</div></body></html>',
  ].join('')
}

/** A small standalone page in the same look (the unsubscribe and confirmation answers). */
export function simplePage({ title, bodyHtml }: { title: string; bodyHtml: string }): string {
  return emailLayout({
    title,
    bodyHtml: `<h1 style="font-size:24px;margin-top:0">${escapeHtml(title)}</h1>${bodyHtml}`,
  })
}

type LexicalNode = {
  type?: string
  text?: string
  tag?: string
  children?: LexicalNode[]
  fields?: { url?: string }
  listType?: string
}

/** Links of the editor are written site-relative ("/crash-course"): an e-mail needs them absolute. */
const absoluteLinks = (html: string, site: string) =>
  html.replace(/href="\/(?!\/)/g, `href="${site.replace(/\/+$/, '')}/`)

function plainText(node: LexicalNode, site: string): string {
  const inner = () => (node.children ?? []).map((child) => plainText(child, site)).join('')
  switch (node.type) {
    case 'text':
      return node.text ?? ''
    case 'linebreak':
      return '\n'
    case 'link':
    case 'autolink': {
      const url = node.fields?.url ?? ''
      const absolute =
        url.startsWith('/') && !url.startsWith('//') ? `${site.replace(/\/+$/, '')}${url}` : url
      return `${inner()} (${absolute})`
    }
    case 'listitem':
      return `- ${inner()}\n`
    case 'root':
      return (node.children ?? []).map((child) => plainText(child, site).trimEnd()).join('\n\n')
    default:
      return inner()
  }
}

/**
 * A Lexical body (sequence step, broadcast) as the HTML and plain-text parts of an e-mail in the
 * site's look, with site-relative links made absolute and the list footer under it.
 */
export function renderRichTextEmail(
  data: unknown,
  {
    subject,
    site,
    footerHtml,
    footerText,
  }: { subject: string; site: string; footerHtml: string; footerText: string },
): EmailParts {
  const state = data as SerializedEditorState
  const bodyHtml = absoluteLinks(convertLexicalToHTML({ data: state, disableContainer: true }), site)
  const text = plainText((state?.root ?? { type: 'root' }) as LexicalNode, site)
  return {
    subject,
    html: emailLayout({ title: subject, bodyHtml, footerHtml }),
    text: `${text}\n\n--\n${footerText}\n`,
  }
}
