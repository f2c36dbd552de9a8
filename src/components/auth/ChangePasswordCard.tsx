'use client'

import React, { useState } from 'react'
import styled from 'styled-components'

import { toast } from '@/components/toast/toastStore'
import { Button } from '@/components/ui/Button'
import { Card, CardBody, CardText, CardTitle } from '@/components/ui/Card'
import { apiRequest } from '@/lib/api/client'
import { MIN_PASSWORD_LENGTH } from '@/lib/validations/auth'

import { failureText } from './failureText'
import { Form, FormField } from './FormField'

/** The on-screen rules of the profile's password form (spec §5), in the order they are checked. */
export function changePasswordProblem(newPassword: string, confirmPassword: string): string | null {
  if (newPassword !== confirmPassword) return 'New passwords do not match'
  if (newPassword.length < MIN_PASSWORD_LENGTH) return 'New password must be at least 8 characters'
  return null
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
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
  const [currentPassword, setCurrentPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const formShown = required || open

  const clear = () => {
    setCurrentPassword('')
    setNewPassword('')
    setConfirmPassword('')
  }

  const cancel = () => {
    clear()
    setOpen(false)
  }

  const changePassword = async (event: React.FormEvent) => {
    event.preventDefault()
    const problem = changePasswordProblem(newPassword, confirmPassword)
    if (problem) {
      toast({ title: 'Error', description: problem, variant: 'destructive' })
      return
    }
    setBusy(true)
    try {
      await apiRequest('POST', '/api/auth/change-password', { currentPassword, newPassword, confirmPassword })
      toast({ title: 'Success', description: 'Your password has been changed.' })
      clear()
      setOpen(false)
      setBusy(false)
      await onChanged()
    } catch (error) {
      toast({
        title: 'Error',
        description: failureText(error, {
          missing: 'Password change failed',
          fallback: 'Failed to change password. Please try again.',
        }),
        variant: 'destructive',
      })
      setBusy(false)
    }
  }

  return (
    <Card>
      <CardBody>
        <CardTitle as="h2">Change Password</CardTitle>
        <CardText>Update your password to keep your account secure.</CardText>
        {formShown ? (
          <Form onSubmit={changePassword}>
            <FormField
              label="Current Password"
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              required
              value={currentPassword}
              onValueChange={setCurrentPassword}
            />
            <FormField
              label="New Password"
              type="password"
              name="newPassword"
              autoComplete="new-password"
              required
              value={newPassword}
              onValueChange={setNewPassword}
            />
            <FormField
              label="Confirm New Password"
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={confirmPassword}
              onValueChange={setConfirmPassword}
            />
            <Actions>
              <Button type="submit" disabled={busy}>
                {busy ? 'Changing...' : 'Change Password'}
              </Button>
              {!required && (
                <Button type="button" $variant="outline" onClick={cancel} disabled={busy}>
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
