/** @jest-environment node */
import { malformedApiQuery } from '@/server/apiQuery'
import {
  MAX_JSON_DEPTH,
  isJsonLike,
  isUndecodableActionCall,
  malformedMultipart,
  nestsDeeperThan,
} from '@/server/requestBody'

const nested = (levels: number, open = '[', close = ']') => open.repeat(levels) + close.repeat(levels)

describe('nestsDeeperThan', () => {
  it('takes JSON nested up to the limit and refuses one level more', () => {
    expect(nestsDeeperThan(Buffer.from(nested(MAX_JSON_DEPTH)))).toBe(false)
    expect(nestsDeeperThan(Buffer.from(nested(MAX_JSON_DEPTH + 1)))).toBe(true)
    expect(nestsDeeperThan(Buffer.from(`{"a":${nested(MAX_JSON_DEPTH)}}`))).toBe(true)
    expect(nestsDeeperThan(Buffer.from('{"a":'.repeat(70) + '1' + '}'.repeat(70)))).toBe(true)
  })

  it('counts depth, not brackets: many siblings are fine', () => {
    expect(nestsDeeperThan(Buffer.from(JSON.stringify(Array.from({ length: 10_000 }, () => [{}]))))).toBe(
      false,
    )
  })

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(Buffer.from(JSON.stringify({ text: nested(1_000) })))).toBe(false)
    expect(nestsDeeperThan(Buffer.from(JSON.stringify({ text: `\\"${'['.repeat(1_000)}` })))).toBe(false)
    expect(nestsDeeperThan(Buffer.from(JSON.stringify({ text: '"', deep: JSON.parse(nested(65)) })))).toBe(
      true,
    )
  })

  it('scans a deep 60 KB body at once', () => {
    const body = Buffer.from(`{"name":"x","extra":${nested(30_000)}}`)
    const started = Date.now()
    expect(nestsDeeperThan(body)).toBe(true)
    expect(Date.now() - started).toBeLessThan(100)
  })
})

describe('isJsonLike', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['application/merge-patch+json', true],
    ['text/plain;charset=UTF-8', true],
    ['multipart/form-data; boundary=x', false],
    ['application/x-www-form-urlencoded', false],
    [undefined, false],
  ])('%s: %s', (type, json) => {
    expect(isJsonLike(type)).toBe(json)
  })
})

describe('isUndecodableActionCall', () => {
  const action = { 'next-action': '40abc', 'content-type': 'text/plain;charset=UTF-8' }

  it("refuses a server action's text arguments that are not JSON", () => {
    expect(isUndecodableActionCall(action, Buffer.from('['))).toBe(true)
    expect(isUndecodableActionCall(action, Buffer.from(''))).toBe(true)
  })

  it('takes JSON arguments, multipart calls, and requests that call no action', () => {
    expect(isUndecodableActionCall(action, Buffer.from('[{"name":"form-state","args":{}}]'))).toBe(false)
    expect(
      isUndecodableActionCall(
        { ...action, 'content-type': 'multipart/form-data; boundary=b' },
        Buffer.from('['),
      ),
    ).toBe(false)
    expect(isUndecodableActionCall({ 'content-type': 'text/plain' }, Buffer.from('['))).toBe(false)
  })
})

describe('malformedMultipart', () => {
  const form = (boundary: string, closed = true) =>
    Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="_payload"',
        '',
        '{"alt":"x"}',
        closed ? `--${boundary}--` : '',
        '',
      ].join('\r\n'),
    )

  it('lets a well-formed multipart/form-data body through, quoted boundary or not, and anything not multipart', async () => {
    expect(await malformedMultipart('multipart/form-data; boundary=abc', form('abc'))).toBeNull()
    expect(await malformedMultipart('multipart/form-data; boundary="a b:c"', form('a b:c'))).toBeNull()
    expect(await malformedMultipart('application/json', Buffer.from('x'))).toBeNull()
    // A preamble before the first part and an epilogue after the last, and a name without quotes
    const wrapped = Buffer.concat([Buffer.from('a preamble\r\n'), form('abc'), Buffer.from('an epilogue')])
    expect(await malformedMultipart('multipart/form-data; boundary=abc', wrapped)).toBeNull()
    const unquoted = Buffer.from('--abc\r\nContent-Disposition: form-data; name=file\r\n\r\nx\r\n--abc--\r\n')
    expect(await malformedMultipart('multipart/form-data; boundary=abc', unquoted)).toBeNull()
  })

  it('lets through what a browser sends: fields and a file, as the runtime serializes a FormData', async () => {
    const data = new FormData()
    data.set('_payload', JSON.stringify({ alt: 'A photo' }))
    data.set('file', new Blob([new Uint8Array(256 * 1024).fill(0x2d)], { type: 'image/png' }), 'photo.png')
    const request = new Request('http://localhost/api/media', { method: 'POST', body: data })
    const body = Buffer.from(await request.arrayBuffer())
    expect(await malformedMultipart(request.headers.get('content-type') ?? undefined, body)).toBeNull()
    // The same body cut short has no closing delimiter
    expect(
      (await malformedMultipart(request.headers.get('content-type') ?? undefined, body.subarray(0, 1000)))
        ?.message,
    ).toBe('The multipart/form-data body does not end with its closing boundary')
    expect(await malformedMultipart(undefined, Buffer.from('x'))).toBeNull()
  })

  it.each([
    [
      'no boundary',
      'multipart/form-data',
      form('abc'),
      'multipart/form-data needs one boundary parameter of 1 to 70 characters',
    ],
    [
      'a quoted boundary left open',
      'multipart/form-data; boundary="abc',
      form('abc'),
      'multipart/form-data needs one boundary parameter of 1 to 70 characters',
    ],
    [
      'two boundaries',
      'multipart/form-data; boundary=abc; boundary=def',
      form('abc'),
      'multipart/form-data needs one boundary parameter of 1 to 70 characters',
    ],
    [
      'no closing delimiter',
      'multipart/form-data; boundary=abc',
      form('abc', false),
      'The multipart/form-data body does not end with its closing boundary',
    ],
    [
      'a body that is not multipart at all',
      'multipart/form-data; boundary=abc',
      Buffer.from('x'),
      'The multipart/form-data body does not end with its closing boundary',
    ],
    [
      'a part without headers',
      'multipart/form-data; boundary=abc',
      Buffer.from('--abc\r\nno headers here\r\n--abc--\r\n'),
      'The multipart/form-data body cannot be read as form fields',
    ],
  ])('refuses %s with a 400 naming it', async (_case, type, body, message) => {
    expect(await malformedMultipart(type, body)).toEqual({ status: 400, message })
  })

  it("holds Payload's _payload field to what a JSON body is held to", async () => {
    const withPayload = (value: string) =>
      Buffer.from(`--abc\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${value}\r\n--abc--\r\n`)
    const check = (value: string) =>
      malformedMultipart('multipart/form-data; boundary=abc', withPayload(value))
    expect(check('{"alt":"x"}')).toBeNull()
    for (const value of ['{bad', '[1,2]', '"text"', 'null']) {
      expect(check(value)).toEqual({ status: 400, message: 'The _payload field must be a JSON object' })
    }
    expect(check(`{"a":${'['.repeat(70)}${']'.repeat(70)}}`)).toEqual({
      status: 400,
      message: `The _payload field's JSON nests more than ${MAX_JSON_DEPTH} levels deep`,
    })
    // A file named _payload is a file, not the write's JSON
    const file = Buffer.from(
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="_payload"\r\n\r\n{bad\r\n--abc--\r\n',
    )
    expect(malformedMultipart('multipart/form-data; boundary=abc', file)).toBeNull()
  })

  it('refuses another multipart type than form-data with a 415', async () => {
    expect(await malformedMultipart('multipart/mixed; boundary=abc', form('abc'))).toEqual({
      status: 415,
      message: 'A multipart body must be multipart/form-data',
    })
  })
})

describe('malformedApiQuery', () => {
  const deepWhere = (levels: number) =>
    '{"and":['.repeat(levels) + '{"id":{"equals":1}}' + ']}'.repeat(levels)

  it(`refuses a where or data that nests more than ${MAX_JSON_DEPTH} levels, and lets a deep enough one through`, () => {
    expect(malformedApiQuery('/api/poems', `?where=${encodeURIComponent(deepWhere(1_400))}`)).toBe(
      `where nests more than ${MAX_JSON_DEPTH} levels deep`,
    )
    expect(malformedApiQuery('/api/poems', `?where=${encodeURIComponent(deepWhere(10))}`)).toBeNull()
    expect(
      malformedApiQuery('/api/poems', `?data=${encodeURIComponent('['.repeat(70) + ']'.repeat(70))}`),
    ).toBe(`data nests more than ${MAX_JSON_DEPTH} levels deep`)
  })
})
