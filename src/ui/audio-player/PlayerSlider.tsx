'use client'

import * as Slider from '@radix-ui/react-slider'

import { classNames } from '@/styles/classNames'

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

/** One labelled Radix slider, styled by class from the page's AudioPlayerArea (arrow keys, Page Up/Down, Home/End come with it). */
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
    <Slider.Root
      className={classNames('player-slider', className)}
      value={[Math.min(value, max)]}
      min={0}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={([next]) => onValueChange(next)}
    >
      <Slider.Track className="player-slider__track">
        <Slider.Range className="player-slider__range" />
      </Slider.Track>
      <Slider.Thumb className="player-slider__thumb" aria-label={label} aria-valuetext={valueText} />
    </Slider.Root>
  )
}
