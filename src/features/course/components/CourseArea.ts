import styled from 'styled-components'

import { bareList, strongLinks } from '@/styles/mixins'
import { theme } from '@/styles/theme'

/**
 * The course page's column, which styles its interactive parts by class: the accordions, the lesson
 * toggles, the progress summary and the progress notice. Those are client components; their rules
 * live here, on the server-rendered page (CourseView), so the browser loads no styling code for them.
 */
export const CourseArea = styled.div`
  display: grid;
  gap: ${theme.space(10)};

  .accordion {
    display: grid;
    gap: ${theme.space(3)};
  }
  .accordion__item {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
    overflow: hidden;
  }
  .accordion__header {
    margin: 0;
  }
  .accordion__trigger {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(3)};
    width: 100%;
    min-height: 56px;
    padding: ${theme.space(4)} ${theme.space(5)};
    border: 0;
    background: transparent;
    color: ${theme.colors.text};
    font: inherit;
    font-weight: 600;
    text-align: left;
    cursor: pointer;
  }
  .accordion__trigger:hover {
    background: ${theme.colors.surfaceMuted};
  }
  .accordion__trigger:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
  .accordion__trigger::after {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform 0.2s ease;
  }
  .accordion__trigger[data-state='open']::after {
    transform: rotate(-135deg);
  }
  .accordion__content {
    padding: 0 ${theme.space(5)} ${theme.space(4)};
  }

  .module-trigger__text {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .module-trigger__text small {
    color: ${theme.colors.textMuted};
    font-weight: 500;
  }
  .module-trigger__end {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    margin-left: auto;
  }
  .lesson-list {
    display: grid;
    gap: ${theme.space(1)};
    ${bareList}
  }
  .course-notice {
    margin: 0;
    padding: ${theme.space(3)} ${theme.space(4)};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surfaceMuted};
    ${strongLinks}
  }

  .lesson-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(2)};
  }
  /* On a phone the badge and the lesson's link go under the title rather than out of the row */
  .lesson-row > .lesson-toggle {
    flex: 1 1 12rem;
    width: auto;
    min-width: 0;
  }
  .lesson-row > .badge {
    flex: none;
    white-space: nowrap;
  }
  .lesson-row__open {
    flex: none;
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: ${theme.radius.sm};
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    white-space: nowrap;
  }
  .lesson-row__open:hover {
    background: ${theme.colors.surfaceMuted};
  }
  .lesson-toggle {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space(3)};
    width: 100%;
    padding: ${theme.space(3)};
    border: 1px solid transparent;
    border-radius: ${theme.radius.sm};
    background: transparent;
    color: ${theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  .lesson-toggle:hover:not(:disabled) {
    background: ${theme.colors.surfaceMuted};
  }
  .lesson-toggle:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
  .lesson-toggle:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
  .lesson-toggle__check {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 22px;
    height: 22px;
    margin-top: 1px;
    border-radius: ${theme.radius.full};
    border: 2px solid ${theme.colors.textMuted};
    background: transparent;
    color: #fff;
    font-size: 0.8rem;
    font-weight: 700;
  }
  .lesson-toggle[aria-pressed='true'] .lesson-toggle__check {
    border-color: ${theme.colors.success};
    background: ${theme.colors.success};
  }
  .lesson-toggle__title {
    font-weight: 500;
  }
  .lesson-toggle[aria-pressed='true'] .lesson-toggle__title {
    text-decoration: line-through;
    color: ${theme.colors.textMuted};
  }
  .lesson-toggle__description {
    display: block;
    margin-top: 2px;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }

  .progress-summary__heading {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${theme.space(2)};
  }
  .progress-summary__heading h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
  .progress-summary__track {
    height: 12px;
    border-radius: ${theme.radius.full};
    background: ${theme.colors.surfaceMuted};
    overflow: hidden;
  }
  .progress-summary__fill {
    height: 100%;
    border-radius: inherit;
    background: ${theme.colors.primary};
    transition: width 0.3s ease;
  }
  .progress-summary__message {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`
