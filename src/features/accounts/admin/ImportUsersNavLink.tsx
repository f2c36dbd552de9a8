'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import React from 'react'

import { IMPORT_PATH } from './importPath'

/** The admin navigation's link to /admin/import, after the collection links. */
export function ImportUsersNavLink() {
  const active = usePathname() === IMPORT_PATH
  return (
    <Link
      href={IMPORT_PATH}
      className={`nav__link${active ? ' active' : ''}`}
      aria-current={active ? 'page' : undefined}
      prefetch={false}
    >
      <span className="nav__link-label">Import Users</span>
    </Link>
  )
}
