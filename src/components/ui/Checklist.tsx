'use client'

import styled from 'styled-components'

/** A list whose items are ticked: what a program teaches, what a session includes. */
export const Checklist = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space(8)};
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: ${({ theme }) => theme.colors.success};
    font-weight: 700;
  }
`
