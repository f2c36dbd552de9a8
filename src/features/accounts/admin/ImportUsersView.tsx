import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { hasAdminRole } from '@/platform/access/adminOnly'
import { getEnv } from '@/platform/env'

import { ImportUsersForm } from './ImportUsersForm'
import { IMPORT_PATH } from './importPath'

const card: React.CSSProperties = {
  maxWidth: 560,
  margin: '15vh auto',
  padding: 32,
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 8,
  background: 'var(--theme-elevation-0)',
}

/**
 * /admin/import (spec §2 Admin import), a custom view of the Payload admin: it shares the admin's
 * session, look and navigation. Anonymous visitors go to the admin login; signed-in non-admins see
 * an "admins only" card. The API refuses them anyway (401/403).
 */
export function ImportUsersView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const { user } = req

  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(IMPORT_PATH)}`)

  if (!hasAdminRole(user)) {
    return (
      <main style={card}>
        <h1>Admins only</h1>
        <p>Only administrators can import users. You are signed in as {user.email}.</p>
        <p>
          <Link href="/">Back to the site</Link> · <Link href="/admin/logout">Log out</Link>
        </p>
      </main>
    )
  }

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <ImportUsersForm sharedPassword={getEnv().IMPORT_DEFAULT_PASSWORD} />
      </Gutter>
    </DefaultTemplate>
  )
}
