import { act, renderHook } from '@testing-library/react'

import { useAdminPost } from '@/platform/admin/useAdminPost'

import { jsonResponse } from '../jsonResponse'

const refresh = jest.fn()
const toastError = jest.fn()

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))
jest.mock('@payloadcms/ui', () => ({ toast: { error: (text: string) => toastError(text) } }))

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>()

beforeEach(() => {
  refresh.mockReset()
  toastError.mockReset()
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
})

const answer = (status: number, body: unknown) => Promise.resolve(jsonResponse(status, body))

describe('useAdminPost', () => {
  it('POSTs, is busy while the request runs, hands over the answer and refreshes the page', async () => {
    let settle: (response: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise((resolve) => (settle = resolve)))
    const onDone = jest.fn()
    const { result } = renderHook(() => useAdminPost())

    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = result.current.post('/api/bookings/7/owner-cancel', onDone)
    })
    expect(result.current.busy).toBe(true)
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/bookings/7/owner-cancel',
      expect.objectContaining({ method: 'POST', body: '{}' }),
    )

    await act(async () => {
      settle(jsonResponse(200, { message: 'Cancelled' }))
      await done
    })
    expect(onDone).toHaveBeenCalledWith({ message: 'Cancelled' })
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(toastError).not.toHaveBeenCalled()
    expect(result.current.busy).toBe(false)
  })

  it("shows the server's error text, leaves the page as it is and is idle again", async () => {
    fetchMock.mockReturnValue(answer(409, { error: 'The booking is cancelled already' }))
    const onDone = jest.fn()
    const { result } = renderHook(() => useAdminPost())

    await act(() => result.current.post('/api/email-outbox/3/retry', onDone))
    expect(toastError).toHaveBeenCalledWith('The booking is cancelled already')
    expect(onDone).not.toHaveBeenCalled()
    expect(refresh).not.toHaveBeenCalled()
    expect(result.current.busy).toBe(false)
  })

  it('does not refresh when asked not to', async () => {
    fetchMock.mockReturnValue(answer(200, { url: 'https://example.com/feed.ics' }))
    const onDone = jest.fn()
    const { result } = renderHook(() => useAdminPost())

    await act(() => result.current.post('/feed/regenerate', onDone, { refresh: false }))
    expect(onDone).toHaveBeenCalledWith({ url: 'https://example.com/feed.ics' })
    expect(refresh).not.toHaveBeenCalled()
  })
})
