import { css } from 'styled-components'

import { fieldInput } from '@/styles/mixins'
import { theme } from '@/styles/theme'

/**
 * The account forms' rules (sign in, sign up, password recovery, the profile's password change).
 * The forms are client components, so their fields are plain elements with these classes, styled by
 * the page around them: AuthArea on the server, ProfileView in the browser (already styled there).
 */
export const formRules = css`
  .form {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(4)};
  }
  .form-field {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(1.5)};
  }
  .form-field__label {
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
  .form-field__input {
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    ${fieldInput}
  }
  .form-field__input:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  .form-field__input:disabled {
    opacity: 0.7;
  }
`
