import React from 'react'
import styled from 'styled-components'
import { bareList } from '@/styles/mixins'
import { theme } from '@/styles/theme'

/** A list whose items are ticked: what a program teaches, what a session includes. */
export const Checklist = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  ${bareList}
  li {
    position: relative;
    padding-left: ${theme.space(8)};
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: ${theme.colors.success};
    font-weight: 700;
  }
`

/** The same ticks in one wrapping row of short claims (the sign-up's promises, a session's details). */
export const InlineChecklist = styled(Checklist)<{ $centered?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $centered }) => ($centered ? 'center' : 'flex-start')};
  gap: ${theme.space(2)} ${theme.space(5)};
  color: ${theme.colors.textMuted};
  li {
    padding-left: 1.25em;
  }
`

/** The items of a list of plain sentences, each its own key (the lists are fixed copy, without repeats). */
export function TextItems({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </>
  )
}
