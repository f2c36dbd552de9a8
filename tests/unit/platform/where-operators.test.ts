import type { FlattenedField, SanitizedCollectionConfig } from 'payload'

// The database module loads the MongoDB adapter, which this test has no use for
jest.mock('@/platform/database/database', () => ({
  isDocumentId: (_collection: unknown, id: unknown) => /^[1-9]\d*$/.test(String(id)),
}))

import {
  badWhereOperator,
  badWhereValue,
  conditionCount,
  malformedWhere,
  whereClauses,
} from '@/platform/payload/whereValues'

type Collection = Pick<SanitizedCollectionConfig, 'fields' | 'flattenedFields'>

const collection = (flattenedFields: unknown[]): Collection =>
  ({ fields: [], flattenedFields: flattenedFields as FlattenedField[] }) as Collection

const media = collection([{ name: 'alt', type: 'text' }])
const programs = collection([
  { name: 'title', type: 'text' },
  { name: 'summary', type: 'textarea' },
  { name: 'email', type: 'email' },
  { name: 'price', type: 'number' },
  { name: 'published', type: 'checkbox' },
  { name: 'level', type: 'select' },
  { name: 'roles', type: 'select', hasMany: true },
  { name: 'body', type: 'richText' },
  { name: 'createdAt', type: 'date' },
  { name: 'image', type: 'upload', relationTo: 'media' },
  {
    name: 'modules',
    type: 'array',
    flattenedFields: [
      {
        name: 'lessons',
        type: 'array',
        flattenedFields: [
          { name: 'title', type: 'text' },
          { name: 'video', type: 'upload', relationTo: 'media' },
          { name: 'publishedAt', type: 'date' },
        ],
      },
    ],
  },
])
const collections = { media: { config: media }, programs: { config: programs } }

const refusal = (where: Record<string, unknown>, database = 'sqlite') =>
  badWhereOperator(programs, whereClauses(where), collections, database)

describe('badWhereOperator', () => {
  it.each([
    [{ title: { like: 'a b' } }],
    [{ title: { not_like: 'a' } }],
    [{ title: { contains: 'a' } }],
    [{ email: { like: 'a' } }],
    [{ summary: { contains: 'a' } }],
    [{ 'modules.lessons.title': { like: 'a' } }],
    [{ 'image.alt': { like: 'a' } }],
    [{ id: { like: '1' } }],
    [{ image: { like: '1' } }],
    [{ price: { like: '12' } }],
    [{ roles: { contains: 'admin' } }],
    [{ createdAt: { greater_than: '2026-01-01', exists: true } }],
    [{ unknown: { all: 'a' } }],
  ])('takes %j', (where) => {
    expect(refusal(where)).toBeNull()
  })

  it.each([
    [{ title: { all: 'a' } }, 'The path "title" cannot be queried with the operator "all"'],
    [{ id: { all: '1' } }, 'The path "id" cannot be queried with the operator "all"'],
    [{ roles: { all: 'admin' } }, 'The path "roles" cannot be queried with the operator "all"'],
    [{ image: { not_like: 'a' } }, 'The path "image" cannot be queried with the operator "not_like"'],
    [{ createdAt: { contains: 'a' } }, 'The path "createdAt" cannot be queried with the operator "contains"'],
    [{ createdAt: { not_like: 'a' } }, 'The path "createdAt" cannot be queried with the operator "not_like"'],
    [{ createdAt: { like: 'a' } }, 'The path "createdAt" cannot be queried with the operator "like"'],
    [{ price: { like: 'a' } }, 'The path "price" cannot be queried with the operator "like"'],
    [{ published: { contains: 'a' } }, 'The path "published" cannot be queried with the operator "contains"'],
    [{ body: { like: 'a' } }, 'The path "body" cannot be queried with the operator "like"'],
    [{ modules: { like: 'a' } }, 'The path "modules" cannot be queried with the operator "like"'],
    [
      { or: [{ title: { equals: 'x' } }, { 'image.alt': { all: 'a' } }] },
      'The path "image.alt" cannot be queried with the operator "all"',
    ],
  ])('refuses %j', (where, message) => {
    expect(refusal(where)).toBe(message)
  })

  it('takes `all` on a field of many values in MongoDB, which answers it', () => {
    expect(refusal({ roles: { all: 'admin' } }, 'mongoose')).toBeNull()
    expect(refusal({ title: { all: 'a' } }, 'mongoose')).toBe(
      'The path "title" cannot be queried with the operator "all"',
    )
  })
})

describe('conditionCount', () => {
  it('counts each operator, and each word of a like', () => {
    expect(
      conditionCount(whereClauses({ title: { like: 'a b c' }, price: { equals: 1, exists: true } })),
    ).toBe(5)
    expect(conditionCount(whereClauses({ or: [{ title: { equals: 'x' } }, { title: 'y' }] }))).toBe(2)
  })
})

describe('badWhereValue', () => {
  const bad = (where: Record<string, unknown>) => badWhereValue(programs, whereClauses(where), collections)

  it('checks an upload or a date inside arrays as it does one at the top', () => {
    expect(bad({ 'modules.lessons.video': { equals: 'a' } })).toBe(
      'The value of "modules.lessons.video" for "equals" must be a document id',
    )
    expect(bad({ 'modules.lessons.publishedAt': { less_than: 'soon' } })).toBe(
      'The value of "modules.lessons.publishedAt" for "less_than" must be a date',
    )
    expect(
      bad({
        'modules.lessons.video': { in: '1,2' },
        'modules.lessons.publishedAt': { equals: '2026-01-01' },
      }),
    ).toBeNull()
  })

  it('checks the value of a like on an id or an upload as an id (Payload answers it as equals)', () => {
    expect(bad({ image: { like: 'a' } })).toBe('The value of "image" for "like" must be a document id')
    expect(bad({ id: { like: '7' } })).toBeNull()
    expect(bad({ title: { like: 'a' } })).toBeNull()
  })
})

describe('malformedWhere: the shapes the database adapters fail on', () => {
  it.each([
    [{ title: null }, 'The condition on "title" must be an object of operators, e.g. {"equals": "x"}'],
    [{ title: 'x' }, 'The condition on "title" must be an object of operators, e.g. {"equals": "x"}'],
    [{ title: ['x'] }, 'The condition on "title" must be an object of operators, e.g. {"equals": "x"}'],
    [{ and: null }, '"and" must be a list of conditions, e.g. [{"title": {"equals": "x"}}]'],
    [{ or: 'x' }, '"or" must be a list of conditions, e.g. [{"title": {"equals": "x"}}]'],
    [{ and: [null] }, '"and" must be a list of conditions, e.g. [{"title": {"equals": "x"}}]'],
    [
      { OR: [{ AND: [{ title: null }] }] },
      'The condition on "title" must be an object of operators, e.g. {"equals": "x"}',
    ],
  ])('refuses %j', (where, message) => {
    expect(malformedWhere(where)).toBe(message)
  })

  it.each([
    undefined,
    null,
    1,
    'x',
    [],
    {},
    { title: { equals: 'x' } },
    { and: [{ title: { equals: 'x' } }, { or: [{ price: { greater_than: 1 } }] }] },
    // qs gives an object with index keys past its array limit
    { or: { 0: { title: { like: 'a' } }, 21: { title: { like: 'b' } } } },
  ])('lets %j through', (where) => {
    expect(malformedWhere(where)).toBeNull()
  })
})
