'use client'

import { useEffect, type ReactNode } from 'react'

/** The typing input of every react-select the admin draws (role combobox, id `react-select-…-input`). */
const SELECT_INPUT = 'input[role="combobox"][id^="react-select-"]'

/**
 * Gives a field's select its field's label as its accessible name: `aria-labelledby` on the
 * select's input, pointing at the field's label (given an id when it has none). A select that is
 * not a field's (the list view's filters) or that already has a name is left alone.
 */
let labelCount = 0

export function labelSelects(root: ParentNode): void {
  for (const input of root.querySelectorAll<HTMLInputElement>(SELECT_INPUT)) {
    if (input.hasAttribute('aria-label') || input.hasAttribute('aria-labelledby')) continue
    const field = input.closest('.field-type')
    const label = field?.querySelector<HTMLElement>(':scope > .field-label, :scope > * > .field-label')
    if (!field || !label) continue
    // An id of its own: the same field can be drawn twice (a drawer over a form)
    if (!label.id) label.id = `field-label-${(labelCount += 1)}`
    input.setAttribute('aria-labelledby', label.id)
  }
}

/**
 * Payload's select and relationship fields draw a react-select whose input no label names: the
 * field's `<label for>` points at the field's wrapper, not the input
 * ([decision 0090](../../../docs/decisions/0090-admin-selects-named-by-their-labels.md)). This
 * provider names them as the admin draws them.
 */
export function LabelledSelects({ children }: { children?: ReactNode }) {
  useEffect(() => {
    labelSelects(document)
    // Only what each change added is looked through: typing in a rich-text field changes the page
    // on every key
    const observer = new MutationObserver((records) => {
      const parents = new Set<Element>()
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.parentElement) parents.add(node.parentElement)
        }
      }
      for (const parent of parents) labelSelects(parent)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return children
}
