import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'
import { ThemeProvider } from 'styled-components'
import { SWRConfig } from 'swr'

import { LessonView } from '@/features/course/components/LessonView'
import { swrOptions } from '@/ui/DataProvider'
import type { LessonPlace } from '@/features/course/reads'
import { theme } from '@/styles/theme'

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), refresh: jest.fn() }),
}))
// Payload's rich-text renderer is an ES module; the page's own parts are what is tested here.
jest.mock('@payloadcms/richtext-lexical/react', () => ({
  RichText: ({ data }: { data: { text: string } }) => <p>{data.text}</p>,
}))

const lesson = (lessonId: string, title: string, freePreview = false) => ({
  lessonId,
  title,
  description: null,
  freePreview,
  duration: 12,
})

const place: LessonPlace = {
  lesson: lesson('lesson-2-1', 'What BAD Stands For'),
  moduleTitle: 'Understanding BAD',
  moduleNumber: 2,
  previous: lesson('lesson-1-11', 'Foundation Review', true),
  next: lesson('lesson-2-2', 'Beliefs That Bind'),
  lessonIds: ['lesson-1-11', 'lesson-2-1', 'lesson-2-2'],
}

const content = { body: { text: 'The body of the lesson' } as never, videoId: '76979871' }

beforeEach(() => {
  localStorage.clear()
  global.fetch = jest.fn(async () => ({
    ok: false,
    status: 401,
    statusText: '',
    text: async () => '{"error":"Not authenticated"}',
    json: async () => ({ error: 'Not authenticated' }),
  })) as unknown as typeof fetch
})

const renderLesson = (props: Partial<React.ComponentProps<typeof LessonView>> = {}) =>
  render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
        <LessonView
          courseTitle="How to Let Go"
          place={place}
          content={content}
          enrolment={{ mode: 'site', price: '$27' }}
          {...props}
        />
      </SWRConfig>
    </ThemeProvider>,
  )

describe('a lesson page', () => {
  it('shows the title as its heading, the module, the video, the body and the Previous/Next links', () => {
    renderLesson()
    expect(screen.getByRole('heading', { level: 1, name: 'What BAD Stands For' })).toBeInTheDocument()
    expect(screen.getByText('Module 2: Understanding BAD')).toBeInTheDocument()
    expect(screen.getByText('The body of the lesson')).toBeInTheDocument()
    expect(screen.getByTitle('What BAD Stands For video')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    )
    expect(screen.getByRole('link', { name: 'Previous lesson' })).toHaveAttribute(
      'href',
      '/how-to-let-go/lesson-1-11',
    )
    expect(screen.getByRole('link', { name: 'Next lesson' })).toHaveAttribute(
      'href',
      '/how-to-let-go/lesson-2-2',
    )
  })

  it('toggles Mark as complete, pressed when done, in the same progress as the course page', async () => {
    renderLesson()
    const complete = await screen.findByRole('button', { name: 'Mark as complete' })
    await waitFor(() => expect(complete).toBeEnabled())
    expect(complete).toHaveAttribute('aria-pressed', 'false')
    expect(screen.queryByText(/You completed this lesson/)).not.toBeInTheDocument()
    await userEvent.click(complete)
    expect(complete).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('status')).toHaveTextContent(
      'You completed this lesson. Click again to mark it as not done.',
    )
    expect(JSON.parse(localStorage.getItem('how-to-let-go:guest-progress') ?? '[]')).toEqual(['lesson-2-1'])
    await userEvent.click(complete)
    expect(complete).toHaveAttribute('aria-pressed', 'false')
    expect(screen.queryByText(/You completed this lesson/)).not.toBeInTheDocument()
  })

  it('signed in, says when the progress could not be loaded, and takes no tick', async () => {
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const me = String(input) === '/api/auth/me'
      const body = me
        ? { user: { id: 7, email: 'a@example.com', createdAt: '2026-01-01', requirePasswordChange: false } }
        : { error: 'Internal error' }
      return {
        ok: me,
        status: me ? 200 : 500,
        statusText: '',
        text: async () => JSON.stringify(body),
        json: async () => body,
      }
    }) as unknown as typeof fetch
    renderLesson()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your progress could not be loaded. Refresh the page to try again.',
    )
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeDisabled()
  })

  it('locked: the title, "Enroll to unlock this lesson" and the enrol button, and no body, video or toggle', () => {
    renderLesson({ content: null })
    expect(screen.getByRole('heading', { level: 1, name: 'What BAD Stands For' })).toBeInTheDocument()
    expect(screen.getByText('Enroll to unlock this lesson')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enroll Now - $27' })).toBeInTheDocument()
    expect(screen.queryByText('The body of the lesson')).not.toBeInTheDocument()
    expect(screen.queryByTitle('What BAD Stands For video')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument()
  })

  it('marks a free preview when the course is sold here', () => {
    renderLesson({ place: { ...place, lesson: { ...place.lesson, freePreview: true } } })
    expect(screen.getByText('Free preview')).toBeInTheDocument()
    expect(screen.getByText('The body of the lesson')).toBeInTheDocument()
  })

  it('marks no free preview when the course is sold elsewhere: every lesson is open', () => {
    renderLesson({
      place: { ...place, lesson: { ...place.lesson, freePreview: true } },
      enrolment: {
        mode: 'external',
        applicationUrl: 'https://courses.example.com/how-to-let-go',
        price: '$27',
      },
    })
    expect(screen.queryByText('Free preview')).not.toBeInTheDocument()
    expect(screen.getByText('The body of the lesson')).toBeInTheDocument()
  })
})
