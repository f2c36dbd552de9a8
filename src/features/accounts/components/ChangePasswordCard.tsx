'use client'

import React, { useState } from 'react'
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

  const { busy, submit } = useAuthSubmit('changePassword', async () => {
    toast({ title: 'Success', description: 'Your password has been changed.' })
    setOpen(false)
    await onChanged()
  })

  return (
    <Card>
      <CardBody>
        <CardTitle as="h2">Change Password</CardTitle>
        <CardText>Update your password to keep your account secure.</CardText>
        {formShown ? (
          <Form onSubmit={submit()}>
            <PasswordField label="Current Password" name="currentPassword" />
            <PasswordField label="New Password" name="newPassword" isNew />
            <PasswordField label="Confirm New Password" name="confirmPassword" isNew />
            <Actions>
              <SubmitButton busy={busy} label="Change Password" busyLabel="Changing..." block={false} />
              {!required && (
                <Button type="button" $variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                  Cancel
                </Button>
              )}
            </Actions>
          </Form>
        ) : (
          <Actions>
            <Button type="button" $variant="outline" onClick={() => setOpen(true)}>
              Change Password
            </Button>
          </Actions>
        )}
      </CardBody>
    </Card>
  )
}
