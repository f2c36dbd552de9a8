import styled from 'styled-components'
import { theme } from '@/styles/theme'

/** The picture slot at the top of a card: a fixed aspect ratio, so nothing shifts while the image loads. */
export const CardImageFrame = styled.div<{ $ratio?: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio = '3 / 2' }) => $ratio};
  background: ${theme.colors.surfaceMuted};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`
