import type { Field, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { isLinkAddress, LINK_ADDRESS_MESSAGE } from '@/platform/http/linkAddress'

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

/** A text field's `validate` for links: Payload's own text checks (required, length), then {@link isLinkAddress}. */
export const linkAddress: TextFieldSingleValidation = (value, args) => {
  const base = text(value, args)
  if (base !== true) return base
  return !value || isLinkAddress(value) ? true : LINK_ADDRESS_MESSAGE
}
