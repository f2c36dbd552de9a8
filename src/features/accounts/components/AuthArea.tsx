import React from 'react'
import styled from 'styled-components'

import { PageSection } from '@/ui/Layout'
import { framed, strongLinks } from '@/styles/mixins'
import { theme } from '@/styles/theme'

import { formRules } from './formRules'

const AuthRules = styled.div`
  ${formRules}
  .auth-card {
    max-width: 440px;
    margin: 0 auto;
  }
  .auth-card__title {
    margin: 0;
    font-size: ${theme.fontSizes['2xl']};
  }
  .auth-card__footer {
    margin: ${theme.space(2)} 0 0;
    text-align: center;
    color: ${theme.colors.textMuted};
    ${strongLinks}
  }
  .auth-card__aside-link {
    align-self: flex-end;
    margin-top: -${theme.space(2)};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.primary};
  }
  .auth-card__confirmation {
    margin: ${theme.space(4)} 0 0;
    padding: ${theme.space(4)};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.text};
  }
  .auth-card__invalid-link {
    margin-top: ${theme.space(4)};
    padding: ${theme.space(4)};
    ${framed(theme.colors.destructive)}
    color: ${theme.colors.destructive};
    ${strongLinks}
  }
  .auth-card__invalid-link p {
    margin: 0 0 ${theme.space(2)};
    font-weight: 600;
  }
`

/**
 * The page around an account card (sign in, sign up, password recovery). The cards are client
 * forms; their rules live here, on the server-rendered page, so the browser loads no styling code
 * for them.
 */
export function AuthArea({ children }: { children: React.ReactNode }) {
  return (
    <PageSection>
      <AuthRules>{children}</AuthRules>
    </PageSection>
  )
}
