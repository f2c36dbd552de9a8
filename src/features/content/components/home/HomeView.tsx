import React from 'react'
import styled from 'styled-components'

import { ProgramCard } from '@/features/content/components/programs/ProgramCard'
import { ButtonLink } from '@/ui/ButtonLink'
import { TextCard } from '@/ui/Card'
import { InlineChecklist } from '@/ui/Checklist'
import { Container, Grid, Lead, SectionBand } from '@/ui/Layout'
import type { Program, SiteSetting } from '@/payload-types'
import { fieldInput, framed } from '@/styles/mixins'
import { media, theme } from '@/styles/theme'

import { EmailSignupForm } from '@/features/mailing-list/pages'

const Hero = styled.section`
  padding: ${`${theme.space(12)} 0 ${theme.space(14)}`};
  background: linear-gradient(180deg, ${theme.colors.surfaceMuted} 0%, transparent 100%);
  ${media.md} {
    padding: ${`${theme.space(20)} 0`};
  }
`

const HeroInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(5)};
  max-width: 760px;
`

const Eyebrow = styled.p`
  margin: 0;
  color: ${theme.colors.primary};
  font-weight: 700;
  font-size: ${theme.fontSizes.md};
`

const HeroTitle = styled.h1`
  margin: 0;
  font-size: 2.25rem;
  letter-spacing: -0.02em;
  ${media.md} {
    font-size: 3.5rem;
  }
`

const Centered = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space(10)};
`

const QuoteSection = styled.section`
  padding: ${`${theme.space(16)} 0`};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
`

const Quote = styled.figure`
  max-width: 800px;
  margin: 0 auto;
  text-align: center;
  blockquote {
    margin: 0 0 ${theme.space(4)};
    font-size: ${theme.fontSizes.xl};
    font-style: italic;
    line-height: 1.5;
    ${media.md} {
      font-size: ${theme.fontSizes['2xl']};
    }
  }
  figcaption {
    font-weight: 600;
  }
`

/** The sign-up form's rules (EmailSignupForm is a client leaf of plain elements with these classes). */
const SignupArea = styled.div`
  .signup-form {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(3)};
    width: 100%;
    max-width: 520px;
  }
  .signup-form__row {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(3)};
    @media (min-width: 480px) {
      flex-direction: row;
      align-items: flex-start;
    }
  }
  .signup-form__field {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${theme.space(1)};
  }
  .signup-form__input {
    min-height: 48px;
    padding: 0 ${theme.space(4)};
    ${fieldInput}
    &[aria-invalid='true'] {
      border-color: ${theme.colors.destructive};
    }
  }
  .signup-form__error {
    margin: 0;
    color: ${theme.colors.destructive};
    font-size: ${theme.fontSizes.sm};
  }
  .signup-success {
    max-width: 520px;
    padding: ${theme.space(5)};
    ${framed(theme.colors.success)}
    background: ${theme.colors.surface};
    h2 {
      margin: 0 0 ${theme.space(1)};
      color: ${theme.colors.success};
      font-size: ${theme.fontSizes.xl};
    }
    p {
      margin: 0;
    }
  }
`

type HomeViewProps = {
  settings: Pick<SiteSetting, 'heroHeading' | 'heroText' | 'benefits' | 'quote' | 'quoteAuthor'>
  featuredPrograms: Program[]
}

/** Home (spec §2): hero with the sign-up, benefits, featured programs, quote. */
export function HomeView({ settings, featuredPrograms }: HomeViewProps) {
  return (
    <>
      <Hero aria-labelledby="hero-title">
        <Container>
          <HeroInner>
            <Eyebrow>
              Free Crash Course · <span>Join 500,000+ people</span>
            </Eyebrow>
            <HeroTitle id="hero-title">{settings.heroHeading}</HeroTitle>
            <Lead>{settings.heroText}</Lead>
            <SignupArea>
              <EmailSignupForm />
            </SignupArea>
            <InlineChecklist aria-label="What you get">
              <li>500K+ members</li>
              <li>No credit card required</li>
              <li>Instant access</li>
            </InlineChecklist>
          </HeroInner>
        </Container>
      </Hero>

      <SectionBand id="benefits-title" title="What Letting Go Brings">
        <Grid $columns={3}>
          {(settings.benefits ?? []).map((benefit) => (
            <TextCard key={benefit.id ?? benefit.title} title={benefit.title} text={benefit.description} />
          ))}
        </Grid>
      </SectionBand>

      <SectionBand id="featured-title" title="Featured Programs">
        <Grid $columns={3}>
          {featuredPrograms.map((program) => (
            <ProgramCard key={program.id} program={program} featured />
          ))}
        </Grid>
        <Centered>
          <ButtonLink href="/programs" $variant="outline" $size="lg">
            Browse All Programs
          </ButtonLink>
        </Centered>
      </SectionBand>

      <QuoteSection aria-label="Quote">
        <Container>
          <Quote>
            <blockquote>“{settings.quote}”</blockquote>
            {settings.quoteAuthor && <figcaption>— {settings.quoteAuthor}</figcaption>}
          </Quote>
        </Container>
      </QuoteSection>
    </>
  )
}
