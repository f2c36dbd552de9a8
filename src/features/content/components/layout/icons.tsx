import React from 'react'

import { Icon } from '@/ui/Icon'

/** Header icons; the buttons that hold them carry the accessible name. */

export const MenuIcon = () => <Icon size={22} d="M4 6h16M4 12h16M4 18h16" />

export const CloseIcon = () => <Icon size={22} d="M6 6l12 12M18 6L6 18" />

export const UserIcon = () => (
  <Icon size={22}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Icon>
)
