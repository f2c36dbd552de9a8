'use client'

import { useRouter } from 'next/navigation'
import React, { useEffect } from 'react'
import styled from 'styled-components'

import { Card, CardBody, CardTitle } from '@/ui/Card'
import { PageSection, PageTitle } from '@/ui/Layout'
import { useSession } from '@/ui/session'

import { ChangePasswordCard } from './ChangePasswordCard'
import { formatMemberSince } from './formatMemberSince'
import { formRules } from './formRules'
import { theme } from '@/styles/theme'
import { framed } from '@/styles/mixins'

const Stack = styled.div`
  ${formRules}
  display: grid;
  gap: ${theme.space(6)};
  max-width: 720px;
  margin-top: ${theme.space(6)};
`

const Banner = styled.div`
  padding: ${theme.space(4)} ${theme.space(5)};
  ${framed(theme.colors.destructive)}
  background: #fef2f2;
  color: ${theme.colors.destructive};
  h2 {
    margin: 0 0 ${theme.space(1)};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`

const Details = styled.dl`
  display: grid;
  gap: ${theme.space(4)};
  margin: 0;
  dt {
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: ${theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
`

/** Spec §2 Profile and §4: read-only account details and the password change; no session -> /login. */
export function ProfileView({ openChangePassword }: { openChangePassword: boolean }) {
  const router = useRouter()
  const { user, isLoading, mutate } = useSession()

  useEffect(() => {
    if (!isLoading && !user) router.replace('/login')
  }, [isLoading, user, router])

  if (!user) {
    return (
      <PageSection>
        <p role="status">Loading...</p>
      </PageSection>
    )
  }

  const forced = user.requirePasswordChange
  const afterChange = async () => {
    await mutate()
    if (forced) router.push('/')
  }

  return (
    <PageSection>
      <PageTitle>Profile</PageTitle>
      <Stack>
        {forced && (
          <Banner role="alert">
            <h2>Password Change Required</h2>
            <p>You must change your password before accessing courses.</p>
          </Banner>
        )}
        <Card>
          <CardBody>
            <CardTitle as="h2">Account Information</CardTitle>
            <Details>
              <div>
                <dt>Email</dt>
                <dd>{user.email}</dd>
              </div>
              <div>
                <dt>Name</dt>
                <dd>{user.name || 'Not set'}</dd>
              </div>
              <div>
                <dt>Member Since</dt>
                <dd>{formatMemberSince(user.createdAt)}</dd>
              </div>
            </Details>
          </CardBody>
        </Card>
        <ChangePasswordCard
          required={forced}
          initiallyOpen={openChangePassword || forced}
          onChanged={afterChange}
        />
      </Stack>
    </PageSection>
  )
}
