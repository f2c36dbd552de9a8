'use client'

import * as Slider from '@radix-ui/react-slider'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

const Root = styled(Slider.Root)`
  position: relative;
  display: flex;
  align-items: center;
  flex: 1;
  min-width: 80px;
  height: 44px;
  touch-action: none;
  user-select: none;
  cursor: pointer;

  &[data-disabled] {
    cursor: default;
    opacity: 0.6;
  }
`

const Track = styled(Slider.Track)`
  position: relative;
  flex: 1;
  height: 6px;
  border-radius: ${theme.radius.full};
  background: ${theme.colors.border};
  overflow: hidden;
`

const Range = styled(Slider.Range)`
  position: absolute;
  height: 100%;
  background: ${theme.colors.primary};
`

const Thumb = styled(Slider.Thumb)`
  display: block;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${theme.colors.surface};
  border: 2px solid ${theme.colors.primary};
  box-shadow: ${theme.shadows.card};

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`

type PlayerSliderProps = {
  label: string
  valueText: string
  value: number
  max: number
  step: number
  disabled?: boolean
  onValueChange: (value: number) => void
  className?: string
}

/** One labelled Radix slider (arrow keys, Page Up/Down, Home/End come with it). */
export function PlayerSlider({
  label,
  valueText,
  value,
  max,
  step,
  disabled,
  onValueChange,
  className,
}: PlayerSliderProps) {
  return (
    <Root
      className={className}
      value={[Math.min(value, max)]}
      min={0}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={([next]) => onValueChange(next)}
    >
      <Track>
        <Range />
      </Track>
      <Thumb aria-label={label} aria-valuetext={valueText} />
    </Root>
  )
}
