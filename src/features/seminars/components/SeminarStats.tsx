import React from 'react'
import styled from 'styled-components'

import type { SeminarStatsDisplay } from '@/features/seminars/seminars'

import { PeopleIcon, StarIcon } from './icons'
import { theme } from '@/styles/theme'

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  margin: ${theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
`

const Stat = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${`${theme.space(3)} ${theme.space(5)}`};
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  svg {
    color: ${theme.colors.accent};
  }
  strong {
    font-size: ${theme.fontSizes.lg};
  }
  span {
    color: ${theme.colors.textMuted};
  }
`

/** The Meetup group's stats, as the settings global holds them (spec §9). */
export function SeminarStats({ stats }: { stats: SeminarStatsDisplay }) {
  return (
    <List aria-label="Meetup group stats">
      <Stat>
        <PeopleIcon />
        <strong>{stats.members}</strong> <span>members</span>
      </Stat>
      <Stat>
        <StarIcon />
        <strong>{stats.rating}</strong> <span>rating</span>
      </Stat>
      <Stat>
        <strong>{stats.reviews}</strong> <span>reviews</span>
      </Stat>
    </List>
  )
}
