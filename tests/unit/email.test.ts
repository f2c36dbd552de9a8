import { parseSender } from '@/lib/email'

describe('the e-mail sender', () => {
  it('reads a display name and address', () => {
    expect(parseSender('Jordan Avery <hello@example.com>')).toEqual({
      name: 'Jordan Avery',
      address: 'hello@example.com',
    })
  })

  it('uses a bare address as both name and address', () => {
    expect(parseSender('hello@example.com')).toEqual({
      name: 'hello@example.com',
      address: 'hello@example.com',
    })
  })
})
