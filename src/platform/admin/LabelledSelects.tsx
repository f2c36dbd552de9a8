'use client'

import { useEffect, type ReactNode } from 'react'

/** The typing input of every react-select the admin draws (role combobox, id `react-select-…-input`). */
const SELECT_INPUT = 'input[role="combobox"][id^="react-select-"]'

/**
 * Gives a field's select its field's label as its accessible name: `aria-labelledby` on the
 * select's input, pointing at the field's label (given an id when it has none). A select that is
 * not a field's (the list view's filters) or that already has a name is left alone.
 */
export function labelSelects(root: ParentNode): void {
  for (const input of root.querySelectorAll<HTMLInputElement>(SELECT_INPUT)) {
    if (input.hasAttribute('aria-label') || input.hasAttribute('aria-labelledby')) continue
    const field = input.closest('.field-type')
    const label = field?.querySelector<HTMLElement>(':scope > .field-label, :scope > * > .field-label')
    if (!field || !label) continue
    if (!label.id) label.id = `${field.id || input.id}-label`
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
    let queued = 0
    const label = () => {
      queued = 0
      labelSelects(document)
    }
    label()
    const observer = new MutationObserver(() => {
      if (!queued) queued = window.requestAnimationFrame(label)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      if (queued) window.cancelAnimationFrame(queued)
    }
  }, [])
  return children
}
