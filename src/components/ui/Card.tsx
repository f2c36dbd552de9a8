import styled from 'styled-components'
import { theme } from '@/styles/theme'

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
`

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  flex: 1;
  padding: ${theme.space(5)};
`

export const CardTitle = styled.h3`
  font-size: ${theme.fontSizes.xl};
  margin: 0;
`

export const CardText = styled.p`
  color: ${theme.colors.textMuted};
  margin: 0;
`
