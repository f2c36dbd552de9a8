import type { Field } from 'payload'

/** Fields shared by the content collections. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: 'Lower numbers come first' },
}

export const slugField = (description: string): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description },
})

export const imageField = (name = 'image', required = false): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
})
