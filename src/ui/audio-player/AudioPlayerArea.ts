import styled from 'styled-components'

import { audioPlayerRules } from './audioPlayerRules'

/** Around a page's audio players (one per page: poetry, a gallery with audio), it styles them all. */
export const AudioPlayerArea = styled.div`
  ${audioPlayerRules}
`
