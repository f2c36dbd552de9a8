'use client'

import styled from 'styled-components'

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1;
  padding: ${({ theme }) => theme.space(5)};
`

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0;
`

export const CardText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`
