'use client'

import React, { useId } from 'react'
import styled from 'styled-components'

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
`

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Input = styled.input`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.7;
  }
`

type FormFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> & {
  label: string
  value: string
  onValueChange: (value: string) => void
}

/** A labelled text input of the account forms. */
export function FormField({ label, onValueChange, ...inputProps }: FormFieldProps) {
  const id = useId()
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...inputProps} onChange={(event) => onValueChange(event.target.value)} />
    </Field>
  )
}

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`
