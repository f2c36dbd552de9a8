/** @jest-environment node */
import { groupWritingsByCategory } from '@/features/content/reads/writingSections'
import type { Writing } from '@/payload-types'

const writing = (id: number, category: Writing['category']): Writing => ({
  id,
  title: `Writing ${id}`,
  category,
  status: 'Published',
  description: 'A description.',
  updatedAt: '',
  createdAt: '',
})

describe('the Writings page categories', () => {
  it("lists Novels, Poetry, Articles & Essays, Children's Books, Short Stories, Psychology in that order", () => {
    const sections = groupWritingsByCategory([
      writing(1, 'psychology'),
      writing(2, 'short-stories'),
      writing(3, 'childrens-books'),
      writing(4, 'articles'),
      writing(5, 'poetry'),
      writing(6, 'novels'),
      writing(7, 'novels'),
    ])
    expect(sections.map((section) => section.label)).toEqual([
      'Novels',
      'Poetry',
      'Articles & Essays',
      "Children's Books",
      'Short Stories',
      'Psychology',
    ])
    expect(sections[0].writings.map((item) => item.id)).toEqual([6, 7])
  })

  it('leaves out a category without items', () => {
    expect(groupWritingsByCategory([writing(1, 'poetry')]).map((section) => section.label)).toEqual([
      'Poetry',
    ])
  })
})
