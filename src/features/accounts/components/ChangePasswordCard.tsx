'use client'

import React, { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'

import { toast } from '@/ui/toast/toastStore'
import { Button } from '@/ui/Button'
import { Card, CardBody, CardText, CardTitle } from '@/ui/Card'

import { Form, PasswordField, SubmitButton } from './FormField'
import { useAuthSubmit } from './useAuthSubmit'
import { theme } from '@/styles/theme'

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`

type ChangePasswordCardProps = {
  /** Forced change: the form is always open and has no Cancel. */
  required: boolean
  initiallyOpen: boolean
  onChanged: () => Promise<void> | void
}

/** Spec §2 Profile: the Change Password card with its toggle, form, Changing... and Cancel. */
export function ChangePasswordCard({ required, initiallyOpen, onChanged }: ChangePasswordCardProps) {
  const [open, setOpen] = useState(initiallyOpen)
  const formShown = required || open
  // The keyboard follows the toggle: into the form it opened, back to the toggle when it closes
  const toggle = useRef<HTMLButtonElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const focusNext = useRef<'form' | 'toggle' | null>(null)
  useEffect(() => {
    if (focusNext.current === 'form') form.current?.querySelector('input')?.focus()
    if (focusNext.current === 'toggle') toggle.current?.focus()
    focusNext.current = null
  }, [formShown])
  const show = (next: boolean) => {
    focusNext.current = next ? 'form' : 'toggle'
    setOpen(next)
  }

  const { busy, submit } = useAuthSubmit('changePassword', async () => {
    toast({ title: 'Success', description: 'Your password has been changed.' })
    show(false)
    await onChanged()
  })

  return (
    <Card>
      <CardBody>
        <CardTitle as="h2">Change Password</CardTitle>
        <CardText>Update your password to keep your account secure.</CardText>
        {formShown ? (
          <Form ref={form} onSubmit={submit()}>
            <PasswordField label="Current Password" name="currentPassword" />
            <PasswordField label="New Password" name="newPassword" isNew />
            <PasswordField label="Confirm New Password" name="confirmPassword" isNew />
            <Actions>
              <SubmitButton busy={busy} label="Change Password" busyLabel="Changing..." block={false} />
              {!required && (
                <Button type="button" $variant="outline" onClick={() => show(false)} disabled={busy}>
                  Cancel
                </Button>
              )}
            </Actions>
          </Form>
        ) : (
          <Actions>
            <Button ref={toggle} type="button" $variant="outline" onClick={() => show(true)}>
              Change Password
            </Button>
          </Actions>
        )}
      </CardBody>
    </Card>
  )
}
