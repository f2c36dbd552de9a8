'use client'

import React, { useId } from 'react'
import styled from 'styled-components'

import { Button } from '@/components/ui/Button'
import { theme } from '@/styles/theme'
import { fieldInput } from '@/styles/mixins'

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
`

const Label = styled.label`
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
`

const Input = styled.input`
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  ${fieldInput}
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.7;
  }
`

type FormFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string
  /** The key of the value the form sends (see useAuthSubmit). */
  name: string
}

/** A labelled text input of the account forms; the form reads its value by name when it is sent. */
export function FormField({ label, ...inputProps }: FormFieldProps) {
  const id = useId()
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...inputProps} />
    </Field>
  )
}

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
`

/** The e-mail field of the account forms. */
export function EmailField() {
  return (
    <FormField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
    />
  )
}

type PasswordFieldProps = {
  label: string
  name: string
  /** A password being chosen (password managers offer to generate one) rather than the current one. */
  isNew?: boolean
  placeholder?: string
}

/** A required password field of the account forms. */
export function PasswordField({ isNew = false, ...props }: PasswordFieldProps) {
  return (
    <FormField
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      required
      {...props}
    />
  )
}

/** The submit button of an account form: disabled, and reading `busyLabel`, while the call runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  block = true,
}: {
  busy: boolean
  label: string
  busyLabel: string
  block?: boolean
}) {
  return (
    <Button type="submit" $block={block} disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  )
}
