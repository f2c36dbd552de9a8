import React from 'react'
import styled from 'styled-components'

import { columnGrid } from '@/styles/mixins'
import { media, theme } from '@/styles/theme'

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
  ${media.md} {
    padding: 0 ${theme.space(6)};
  }
`

export const Section = styled.section`
  padding: ${theme.space(10)} 0;
  ${media.md} {
    padding: ${theme.space(16)} 0;
  }
`

export const PageTitle = styled.h1`
  font-size: ${theme.fontSizes['3xl']};
  ${media.md} {
    font-size: ${theme.fontSizes['4xl']};
  }
`

export const SectionTitle = styled.h2`
  font-size: ${theme.fontSizes['2xl']};
  margin-bottom: ${theme.space(6)};
`

export const Lead = styled.p`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
  max-width: 60ch;
`

export const Grid = styled.div<{ $columns?: number }>`
  ${({ $columns = 3 }) => columnGrid($columns)}
`

/** A page's band of content: a Section around the centred Container (most pages are one such band). */
export function PageSection({ children }: { children: React.ReactNode }) {
  return (
    <Section>
      <Container>{children}</Container>
    </Section>
  )
}

type TitledSectionProps = {
  /** The heading's id: the section is named by its heading. */
  id: string
  /** The h2's text; left out when the children bring their own heading with this id (beside a badge). */
  title?: React.ReactNode
  className?: string
  children: React.ReactNode
}

/** A page's section under its h2, named by it; pages give it their own spacing with `styled(TitledSection)`. */
export function TitledSection({ id, title, className, children }: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      {title !== undefined && <SectionTitle id={id}>{title}</SectionTitle>}
      {children}
    </section>
  )
}

/** A full-width band of a page: its own Section and Container around a TitledSection's heading and content. */
export function SectionBand({ id, title, children }: Required<Omit<TitledSectionProps, 'className'>>) {
  return (
    <Section aria-labelledby={id}>
      <Container>
        <SectionTitle id={id}>{title}</SectionTitle>
        {children}
      </Container>
    </Section>
  )
}

/** Sections one after the other on a page, well apart (the program and business groups). */
export const StackedSection = styled(TitledSection)`
  & + & {
    margin-top: ${theme.space(14)};
  }
`

/** A section below the page's intro or the one before it. */
export const SpacedSection = styled(TitledSection)`
  margin-top: ${theme.space(12)};
`

/** A page's opening: badge or facts, title, lead and action, one under the other. */
export const PageHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(8)};
`
