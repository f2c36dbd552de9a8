import { css } from 'styled-components'

import { theme } from '@/styles/theme'

/**
 * The audio player's rules. The player is a client component, so its parts are plain elements with
 * these classes and the browser loads no styling code for them; the rules are written once per page
 * by the server-rendered AudioPlayerArea around the page's players.
 */
export const audioPlayerRules = css`
  .audio-player {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(2)};
    padding: ${theme.space(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surfaceMuted};
  }
  .audio-player__row {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    flex-wrap: wrap;
  }
  .audio-player__button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid transparent;
    cursor: pointer;
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  }
  .audio-player__button--quiet {
    background: transparent;
    color: ${theme.colors.text};
    border-color: ${theme.colors.border};
  }
  .audio-player__time {
    flex: none;
    min-width: 8ch;
    text-align: right;
    font-size: ${theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
    color: ${theme.colors.textMuted};
  }
  .audio-player__speed-label {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  .audio-player__speed {
    min-height: 44px;
    padding: 0 ${theme.space(2)};
    border-radius: ${theme.radius.sm};
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
  }

  .player-slider {
    position: relative;
    display: flex;
    align-items: center;
    flex: 1;
    min-width: 80px;
    height: 44px;
    touch-action: none;
    user-select: none;
    cursor: pointer;
  }
  .player-slider--volume {
    flex: 0 1 140px;
  }
  .player-slider[data-disabled] {
    cursor: default;
    opacity: 0.6;
  }
  .player-slider__track {
    position: relative;
    flex: 1;
    height: 6px;
    border-radius: ${theme.radius.full};
    background: ${theme.colors.border};
    overflow: hidden;
  }
  .player-slider__range {
    position: absolute;
    height: 100%;
    background: ${theme.colors.primary};
  }
  .player-slider__thumb {
    display: block;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${theme.colors.surface};
    border: 2px solid ${theme.colors.primary};
    box-shadow: ${theme.shadows.card};
  }
`
