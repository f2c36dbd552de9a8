import styled from 'styled-components'

import { Card } from '@/ui/Card'
import { theme } from '@/styles/theme'

/** Shared by the one-on-one, checkout and booking-success screens. */
export const NarrowColumn = styled.div`
  max-width: 720px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(6)};
`

export const CenteredCard = styled(Card)`
  text-align: center;
`

export const CardHeading = styled.h2`
  font-size: ${theme.fontSizes.xl};
  margin: 0;
`

export const Price = styled.p`
  font-size: ${theme.fontSizes['4xl']};
  font-weight: 700;
  line-height: 1;
  margin: 0;
  color: ${theme.colors.primary};
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(2)};
`

export const Note = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  text-align: center;
  margin: 0;
`
