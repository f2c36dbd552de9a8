/** @jest-environment node */
import { MAX_JSON_DEPTH, isJsonLike, isUndecodableActionCall, nestsDeeperThan } from '@/server/requestBody'

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
