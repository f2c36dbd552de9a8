import sharp from 'sharp'

const PALETTES: [string, string][] = [
  ['#2f5d50', '#a7c4a0'],
  ['#7c3f58', '#f0b7a4'],
  ['#1e3a5f', '#8fb8de'],
  ['#6b4f2a', '#e9c46a'],
  ['#3d405b', '#f2cc8f'],
  ['#264653', '#2a9d8f'],
]

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A generated placeholder picture: a gradient with soft shapes and the item's label. */
export async function placeholderImage(
  label: string,
  index: number,
  width = 1200,
  height = 800,
): Promise<Buffer> {
  const [from, to] = PALETTES[index % PALETTES.length]
  const cx = 200 + ((index * 137) % (width - 400))
  const cy = 150 + ((index * 89) % (height - 300))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${cx}" cy="${cy}" r="${140 + (index % 4) * 30}" fill="#ffffff" fill-opacity="0.14"/>
  <rect x="${width - cx - 120}" y="${height - cy - 60}" width="260" height="180" rx="24" fill="#000000" fill-opacity="0.08"/>
  <text x="50%" y="88%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#ffffff" fill-opacity="0.9">${escapeXml(label)}</text>
</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

/** A small valid one-page PDF with the given lines of text (Helvetica, no fonts embedded). */
export function placeholderPdf(title: string, lines: string[]): Buffer {
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`)
  const textOps = [`BT /F1 18 Tf 72 740 Td (${escapePdf(title)}) Tj ET`]
  lines.forEach((line, i) => textOps.push(`BT /F1 11 Tf 72 ${700 - i * 18} Td (${escapePdf(line)}) Tj ET`))
  const stream = textOps.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefOffset = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  return Buffer.from(body)
}
