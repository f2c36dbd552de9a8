import styled, { css } from 'styled-components'

import { fillFrame } from '@/styles/mixins'
import { theme } from '@/styles/theme'

/** The play button and the message cover the frame, their content centred. */
const centredOverFrame = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`

/**
 * The 16:9 frame of the crash course's intro video, rendered on the server around the client
 * IntroVideo, whose play button, message and player it styles by class: the browser loads no
 * styling code for them.
 */
export const IntroVideoFrame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  background: #1c1b19;
  color: #ffffff;
  iframe,
  video {
    ${fillFrame}
  }
  .intro-video__play {
    ${centredOverFrame}
    flex-direction: column;
    gap: ${theme.space(3)};
    width: 100%;
    border: 0;
    background: linear-gradient(135deg, ${theme.colors.primary}, #1c1b19);
    color: #ffffff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .intro-video__play svg {
    width: 72px;
    height: 72px;
  }
  .intro-video__play:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: -6px;
  }
  .intro-video__message {
    ${centredOverFrame}
    margin: 0;
    padding: ${theme.space(6)};
    text-align: center;
  }
`
