import styled from 'styled-components'

import { theme } from '@/styles/theme'

export const SchedulerPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(4)};
  text-align: left;
`

export const SchedulerHeading = styled.h2`
  font-size: ${theme.fontSizes.xl};
  margin: 0;
`

export const ZoneField = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};

  select {
    max-width: 100%;
    padding: ${theme.space(2)};
  }
`

export const ChoiceGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`

export const SessionLine = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`
