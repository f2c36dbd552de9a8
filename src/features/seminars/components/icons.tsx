import React from 'react'

import { Icon } from '@/ui/Icon'

/** Icons of the event cards and stats; the text beside each one carries the meaning. */

export const CalendarIcon = () => (
  <Icon size={18}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 11h18" />
  </Icon>
)

export const ClockIcon = () => (
  <Icon size={18}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
)

export const PeopleIcon = () => (
  <Icon size={18}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14.2c2 .8 3.5 2.8 3.5 5.8" />
  </Icon>
)

export const StarIcon = () => (
  <Icon size={18} solid d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
)
