'use client'

import React, { useId } from 'react'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

const Button = styled.button<{ $done: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(3)};
  width: 100%;
  padding: ${theme.space(3)};
  border: 1px solid transparent;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
  .title {
    font-weight: 500;
    text-decoration: ${({ $done }) => ($done ? 'line-through' : 'none')};
    color: ${({ $done }) => ($done ? theme.colors.textMuted : theme.colors.text)};
  }
  .description {
    display: block;
    margin-top: 2px;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`

const Check = styled.span<{ $done: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  margin-top: 1px;
  border-radius: ${theme.radius.full};
  border: 2px solid ${({ $done }) => ($done ? theme.colors.success : theme.colors.textMuted)};
  background: ${({ $done }) => ($done ? theme.colors.success : 'transparent')};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
`

type LessonToggleProps = {
  title: string
  description: string | null
  done: boolean
  disabled: boolean
  onToggle: () => void
}

/** One lesson: a click marks it done or not done (spec §4); its name is the lesson's title. */
export function LessonToggle({ title, description, done, disabled, onToggle }: LessonToggleProps) {
  const titleId = useId()
  const descriptionId = useId()
  return (
    <Button
      type="button"
      $done={done}
      aria-pressed={done}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      disabled={disabled}
      onClick={onToggle}
    >
      <Check $done={done} aria-hidden="true">
        {done ? '✓' : ''}
      </Check>
      <span>
        <span className="title" id={titleId}>
          {title}
        </span>
        {description && (
          <span className="description" id={descriptionId}>
            {description}
          </span>
        )}
      </span>
    </Button>
  )
}
