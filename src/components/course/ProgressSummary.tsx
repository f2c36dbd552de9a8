import React from 'react'
import styled from 'styled-components'

import { Card, CardBody } from '@/components/ui/Card'

import { progressMessage, progressPercent } from './progressLogic'
import { theme } from '@/styles/theme'

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
`

const Track = styled.div`
  height: 12px;
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surfaceMuted};
  overflow: hidden;
`

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${theme.colors.primary};
  transition: width 0.3s ease;
`

const Message = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`

/** Spec §2/§4: completed lessons out of the total, a bar and the percent message. */
export function ProgressSummary({ completed, total }: { completed: number; total: number }) {
  const percent = progressPercent(completed, total)
  return (
    <Card>
      <CardBody>
        <Heading>
          <h2>Your Progress</h2>
          <span>
            {completed}/{total} lessons completed
          </span>
        </Heading>
        <Track
          role="progressbar"
          aria-label="Course progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <Fill style={{ width: `${percent}%` }} />
        </Track>
        <Message>{progressMessage(percent)}</Message>
      </CardBody>
    </Card>
  )
}
