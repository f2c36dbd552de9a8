/** The `<link rel="preload" href=...>` tags of a page's head, as the server wrote them. */
export function headPreloads(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'))
  return head.match(/<link rel="preload" href="[^"]+"[^>]*>/g) ?? []
}
