import styled from 'styled-components'

import { bareList, columnGrid, framed } from '@/styles/mixins'
import { theme } from '@/styles/theme'

/**
 * Holds the Upcoming Events list and styles it (UpcomingEvents and its SeminarEventCards). That list
 * is a client component, which loads its events in the browser; its classes are styled from here, on
 * the server-rendered page (LiveSeminarsView), so the browser loads no styling code for it.
 */
export const UpcomingEventsArea = styled.div`
  .upcoming-events {
    margin-top: ${theme.space(12)};
    min-height: 240px;
  }
  .upcoming-events__header {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    margin-bottom: ${theme.space(6)};
  }
  .upcoming-events__header h2 {
    margin: 0;
    font-size: ${theme.fontSizes['2xl']};
  }
  .upcoming-events__message {
    padding: ${theme.space(8)} ${theme.space(4)};
    ${framed(theme.colors.border, theme.radius.lg, 'dashed')}
    text-align: center;
    color: ${theme.colors.textMuted};
  }
  .upcoming-events__grid {
    ${columnGrid(3)}
  }
  .seminar-card__details {
    display: grid;
    gap: ${theme.space(1)};
    ${bareList}
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  .seminar-card__details li {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
  }
  .seminar-card__details svg {
    flex: none;
    color: ${theme.colors.primary};
  }
  /* Spec §9: the description is clamped to 4 lines. */
  .seminar-card__description {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 4;
    line-clamp: 4;
    overflow: hidden;
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`
