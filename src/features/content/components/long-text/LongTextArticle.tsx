import styled from 'styled-components'

import { Lead, PageSection, PageTitle } from '@/ui/Layout'
import { theme } from '@/styles/theme'

const Article = styled.article`
  max-width: 68ch;
  margin: 0 auto;

  p {
    font-size: ${theme.fontSizes.lg};
    line-height: 1.75;
    margin: 0 0 ${theme.space(5)};
  }
`

const Header = styled.header`
  margin-bottom: ${theme.space(8)};
`

const ContinuesNote = styled.p`
  font-style: italic;
  color: ${theme.colors.textMuted};
`

/** Blank lines separate paragraphs (the collection's convention); single line breaks stay inside one. */
export const toParagraphs = (body: string): string[] =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

type LongTextArticleProps = {
  title: string
  subtitle?: string | null
  body: string
  continuesNote?: string | null
}

/** A long static text at its own route (the short story 1:9, the paper excerpt), ending with its note. */
export function LongTextArticle({ title, subtitle, body, continuesNote }: LongTextArticleProps) {
  return (
    <PageSection>
      <Article>
        <Header>
          <PageTitle>{title}</PageTitle>
          {subtitle && <Lead>{subtitle}</Lead>}
        </Header>
        {toParagraphs(body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {continuesNote && <ContinuesNote>{continuesNote}</ContinuesNote>}
      </Article>
    </PageSection>
  )
}
