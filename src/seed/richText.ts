/** A paragraph of text, optionally followed by a link (site-relative in e-mails; the e-mail makes it absolute). */
export type RichTextParagraph = string | { text: string; link: { label: string; url: string } }

const textNode = (text: string) => ({
  type: 'text',
  text,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const linkNode = ({ label, url }: { label: string; url: string }) => ({
  type: 'link',
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 3,
  fields: { linkType: 'custom', url, newTab: false },
  children: [textNode(label)],
})

const paragraphNode = (item: RichTextParagraph) => ({
  type: 'paragraph',
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
  textFormat: 0,
  children: typeof item === 'string' ? [textNode(item)] : [textNode(`${item.text} `), linkNode(item.link)],
})

/** Builds a Lexical rich-text value from paragraphs of plain text (each optionally ending in a link). */
export function richTextParagraphs(paragraphs: RichTextParagraph[]) {
  return {
    root: {
      type: 'root',
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      version: 1,
      children: paragraphs.map(paragraphNode),
    },
  }
}
