'use client'

import React, { useId } from 'react'

import { BusyButton } from '@/ui/BusyButton'

type FormFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string
  /** The key of the value the form sends (see useAuthSubmit). */
  name: string
}

/**
 * A labelled text input of the account forms; the form reads its value by name when it is sent.
 * Styled by class from the page (formRules).
 */
export function FormField({ label, ...inputProps }: FormFieldProps) {
  const id = useId()
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input className="form-field__input" id={id} {...inputProps} />
    </div>
  )
}

/** An account form: its fields one under the other (rules in formRules). */
export function Form(props: Omit<React.ComponentProps<'form'>, 'className'>) {
  return <form className="form" {...props} />
}

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
    <BusyButton type="submit" $block={block} busy={busy}>
      {busy ? busyLabel : label}
    </BusyButton>
  )
}
