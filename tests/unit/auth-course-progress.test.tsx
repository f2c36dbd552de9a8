import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'
import { ThemeProvider } from 'styled-components'
import { SWRConfig } from 'swr'

import { CourseView } from '@/features/course/components/CourseView'
import {
  completedLessonIds,
  progressMessage,
  progressPercent,
} from '@/features/course/components/progressLogic'
import { swrOptions } from '@/ui/DataProvider'
import type { CourseOutline } from '@/features/course/reads'
import { course as seededCourse } from '@/seed/content/course'
import { theme } from '@/styles/theme'

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), refresh: jest.fn() }),
}))

const course: CourseOutline = {
  title: seededCourse.title,
  modules: seededCourse.modules.map((courseModule) => ({
    title: courseModule.title,
    lessons: courseModule.lessons.map(({ lessonId, title, freePreview, duration }) => ({
      lessonId,
      title,
      freePreview,
      duration,
      description: null,
    })),
  })),
}

describe('progress rules (spec §4)', () => {
  it('counts only records with completed true, of lessons of the course', () => {
    const ids = new Set(['lesson-1-1', 'lesson-1-2'])
    const records = [
      { lessonId: 'lesson-1-1', completed: true },
      { lessonId: 'lesson-1-2', completed: false },
      { lessonId: 'lesson-9-9', completed: true },
    ]
    expect([...completedLessonIds(records, ids)]).toEqual(['lesson-1-1'])
  })

  it('says "Start your journey to emotional freedom" at 0% and "You\'re N% complete!" with N rounded', () => {
    expect(progressMessage(progressPercent(0, 41))).toBe('Start your journey to emotional freedom')
    expect(progressMessage(progressPercent(2, 41))).toBe("You're 5% complete!")
    expect(progressMessage(progressPercent(41, 41))).toBe("You're 100% complete!")
    expect(progressPercent(0, 0)).toBe(0)
  })
})

let serverRecords: { lessonId: string; completed: boolean }[]
let me: { status: number; body: unknown }
/** What the progress list waits for before it answers, and its status. */
let progressAnswer: { ready: Promise<unknown>; status: number }
const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? 'GET'} ${String(input)}`
  let status = 200
  let body: unknown
  if (key === 'GET /api/auth/me') ({ status, body } = me)
  else if (key === 'GET /api/course-progress/7') {
    await progressAnswer.ready
    status = progressAnswer.status
    body = status === 200 ? serverRecords : { error: 'Internal error' }
  } else if (key === 'POST /api/course-progress') {
    const { lessonId, completed } = JSON.parse(String(init?.body))
    serverRecords = [
      ...serverRecords.filter((record) => record.lessonId !== lessonId),
      { lessonId, completed },
    ]
    body = { lessonId, completed }
  } else throw new Error(`unexpected ${key}`)
  const text = JSON.stringify(body)
  return {
    ok: status < 300,
    status,
    statusText: '',
    text: async () => text,
    json: async () => body,
  } as Response
})

/** The session answers user 7 (an account whose progress is kept on the server). */
const signIn = ({ requirePasswordChange = false } = {}) => {
  me = {
    status: 200,
    body: { user: { id: 7, email: 'a@example.com', createdAt: '2026-01-01', requirePasswordChange } },
  }
}

beforeEach(() => {
  serverRecords = []
  me = { status: 401, body: { error: 'Not authenticated' } }
  progressAnswer = { ready: Promise.resolve(), status: 200 }
  fetchMock.mockClear()
  global.fetch = fetchMock as unknown as typeof fetch
  localStorage.clear()
})

const EXTERNAL = {
  mode: 'external',
  applicationUrl: 'https://courses.example.com/how-to-let-go',
  price: '$27',
} as const

const renderCourse = (enrolment: React.ComponentProps<typeof CourseView>['enrolment'] = EXTERNAL) =>
  render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
        <CourseView course={course} enrolment={enrolment} />
      </SWRConfig>
    </ThemeProvider>,
  )

const openModule = (name: RegExp) => userEvent.click(screen.getByRole('button', { name }))

describe('the How to Let Go page', () => {
  it('shows six modules of 41 lessons, single-open and collapsible, the outcomes, 3 FAQ items and the enrolment link', async () => {
    renderCourse()
    expect(screen.getByText('0/41 lessons completed')).toBeInTheDocument()
    expect(screen.getByText('Start your journey to emotional freedom')).toBeInTheDocument()
    const titles = [
      'The Foundation',
      'Understanding BAD',
      'The Release Method',
      'Advanced Techniques',
      'Mastery Topics',
      'FAQ',
    ]
    titles.forEach((title, index) => {
      const trigger = screen.getByRole('button', { name: new RegExp(`^Module ${index + 1}`) })
      expect(trigger).toHaveTextContent(title)
      expect(trigger).toHaveAttribute('aria-expanded', 'false')
    })

    await openModule(/^Module 1/)
    expect(screen.getByRole('button', { name: /^Module 1/ })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(11)
    await openModule(/^Module 2/)
    expect(screen.getByRole('button', { name: /^Module 1/ })).toHaveAttribute('aria-expanded', 'false')
    await openModule(/^Module 2/)
    expect(screen.getByRole('button', { name: /^Module 2/ })).toHaveAttribute('aria-expanded', 'false')

    expect(screen.getByRole('heading', { name: 'What You Will Learn' })).toBeInTheDocument()
    const faq = screen.getByRole('heading', { name: 'Frequently Asked Questions' })
      .parentElement as HTMLElement
    expect(within(faq).getAllByRole('button')).toHaveLength(3)
    const enrol = screen.getByRole('link', { name: 'Enroll Now - $27' })
    expect(enrol).toHaveAttribute('href', 'https://courses.example.com/how-to-let-go')
    expect(enrol).toHaveAttribute('target', '_blank')
  })

  it('links each lesson title to its page, beside the tick that toggles it', async () => {
    renderCourse()
    await openModule(/^Module 2/)
    expect(screen.getByRole('link', { name: 'What BAD Stands For' })).toHaveAttribute(
      'href',
      '/how-to-let-go/lesson-2-1',
    )
    await userEvent.click(screen.getByRole('button', { name: 'What BAD Stands For' }))
    expect(screen.getByText('1/41 lessons completed')).toBeInTheDocument()
    await openModule(/^Module 1/)
    // Sold elsewhere, every lesson is open here: no lesson is singled out as a preview
    expect(screen.queryByText('Free preview')).not.toBeInTheDocument()
  })

  it("marks module 1's eleven free previews when the course is sold here", async () => {
    renderCourse({ mode: 'site', price: '$27' })
    await openModule(/^Module 1/)
    expect(screen.getAllByText('Free preview')).toHaveLength(11)
  })

  it("keeps the guest notice's place, hidden, while the session loads, so the modules never move down", async () => {
    renderCourse()
    const notice = screen.getByText(/Your progress is kept in this browser/)
    expect(notice).toHaveAttribute('aria-hidden', 'true')
    expect(notice).toHaveStyle({ visibility: 'hidden' })
    await waitFor(() => expect(notice).not.toHaveAttribute('aria-hidden'))
    expect(notice).toBeVisible()
  })

  it('logged out, keeps ticks in this browser', async () => {
    renderCourse()
    await openModule(/^Module 1/)
    await userEvent.click(screen.getByRole('button', { name: 'Welcome to the Program' }))
    await userEvent.click(screen.getByRole('button', { name: 'Why We Hold On' }))
    expect(screen.getByText('2/41 lessons completed')).toBeInTheDocument()
    expect(screen.getByText("You're 5% complete!")).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('how-to-let-go:guest-progress') ?? '[]')).toEqual([
      'lesson-1-1',
      'lesson-1-3',
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Why We Hold On' }))
    expect(screen.getByText('1/41 lessons completed')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/course-progress')).toBe(false)
  })

  it("logged in, sends the opposite of the lesson's state for the account's id, then refetches", async () => {
    signIn()
    serverRecords = [{ lessonId: 'lesson-1-1', completed: true }]
    renderCourse()
    expect(await screen.findByText('1/41 lessons completed')).toBeInTheDocument()
    await openModule(/^Module 1/)
    expect(screen.getByRole('button', { name: 'Welcome to the Program' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await userEvent.click(screen.getByRole('button', { name: 'What Letting Go Really Means' }))
    await waitFor(() => expect(screen.getByText('2/41 lessons completed')).toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Welcome to the Program' }))
    await waitFor(() => expect(screen.getByText('1/41 lessons completed')).toBeInTheDocument())

    const posts = fetchMock.mock.calls
      .filter(([input, init]) => String(input) === '/api/course-progress' && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)))
    expect(posts).toEqual([
      { userId: '7', lessonId: 'lesson-1-2', completed: true },
      { userId: '7', lessonId: 'lesson-1-1', completed: false },
    ])
  })

  it("shows no count and takes no tick until a learner's progress has come, then theirs", async () => {
    signIn()
    serverRecords = ['lesson-1-1', 'lesson-1-2', 'lesson-2-1'].map((lessonId) => ({
      lessonId,
      completed: true,
    }))
    let answer = () => {}
    progressAnswer = { ready: new Promise<void>((resolve) => (answer = resolve)), status: 200 }
    renderCourse()
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/course-progress/7')).toBe(true),
    )
    expect(screen.getByText('0/41 lessons completed')).not.toBeVisible()
    expect(screen.getByText('Start your journey to emotional freedom')).not.toBeVisible()
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).not.toHaveAttribute('aria-valuenow')
    await openModule(/^Module 1/)
    const welcome = screen.getByRole('button', { name: 'Welcome to the Program' })
    expect(welcome).toBeDisabled()
    expect(screen.getByText('0/11')).not.toBeVisible()

    answer()
    expect(await screen.findByText('3/41 lessons completed')).toBeVisible()
    expect(screen.getByText("You're 7% complete!")).toBeVisible()
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '7')
    expect(screen.getByText('2/11')).toBeVisible()
    expect(welcome).toBeEnabled()
    expect(welcome).toHaveAttribute('aria-pressed', 'true')
  })

  it("says when a learner's progress could not be loaded, and takes no tick", async () => {
    signIn()
    progressAnswer = { ready: Promise.resolve(), status: 500 }
    renderCourse()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your progress could not be loaded. Refresh the page to try again.',
    )
    expect(screen.getByText('0/41 lessons completed')).not.toBeVisible()
    await openModule(/^Module 1/)
    expect(screen.getByRole('button', { name: 'Welcome to the Program' })).toBeDisabled()
  })

  it('shows a saved tick even when the refetch after it fails, so the next click sends its opposite', async () => {
    signIn()
    serverRecords = [{ lessonId: 'lesson-1-1', completed: true }]
    renderCourse()
    expect(await screen.findByText('1/41 lessons completed')).toBeVisible()
    progressAnswer = { ready: Promise.resolve(), status: 500 }
    await openModule(/^Module 1/)
    const second = screen.getByRole('button', { name: 'What Letting Go Really Means' })
    await userEvent.click(second)
    await waitFor(() => expect(screen.getByText('2/41 lessons completed')).toBeVisible())
    expect(second).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(second).toBeEnabled())
    await userEvent.click(second)
    await waitFor(() => expect(screen.getByText('1/41 lessons completed')).toBeVisible())

    const posts = fetchMock.mock.calls
      .filter(([input, init]) => String(input) === '/api/course-progress' && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)).completed)
    expect(posts).toEqual([true, false])
    expect(serverRecords).toContainEqual({ lessonId: 'lesson-1-2', completed: false })
  })

  it('tells a user with a pending password change to change it first, and makes no progress call', async () => {
    signIn({ requirePasswordChange: true })
    renderCourse()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You must change your password before accessing courses.',
    )
    await openModule(/^Module 1/)
    expect(screen.getByRole('button', { name: 'Welcome to the Program' })).toBeDisabled()
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/course-progress'))).toBe(
      false,
    )
    // No count it cannot know, and nothing announced as still loading
    expect(screen.getByText('0/41 lessons completed')).not.toBeVisible()
    expect(screen.getByRole('region', { name: 'Progress' }).firstElementChild).not.toHaveAttribute(
      'aria-busy',
    )
  })
})
