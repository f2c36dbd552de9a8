import { ApiError, apiRequest, failureMessage, getQueryFn, keyToPath } from '@/platform/http/apiClient'

type FakeInit = { status: number; body?: string; statusText?: string }

const fakeResponse = ({ status, body = '', statusText = '' }: FakeInit) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
    json: async () => JSON.parse(body),
  }) as Response

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>()

beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
})

describe('the error of a non-2xx answer (spec §8: "<status>: <body text or status text>")', () => {
  it('carries the status and the parsed body, and says "<status>: <body text>"', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({ status: 409, body: '{"error":"An account with this email already exists"}' }),
    )
    const error = await apiRequest('POST', '/api/auth/signup', {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 409,
      body: { error: 'An account with this email already exists' },
      serverMessage: 'An account with this email already exists',
      message: '409: {"error":"An account with this email already exists"}',
    })
  })

  it('keeps a body that is not JSON as text', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 502, body: 'Bad Gateway from upstream' }))
    await expect(apiRequest('GET', '/x')).rejects.toMatchObject({
      status: 502,
      body: 'Bad Gateway from upstream',
      serverMessage: undefined,
      message: '502: Bad Gateway from upstream',
    })
  })

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 503, statusText: 'Service Unavailable' }))
    await expect(apiRequest('GET', '/x')).rejects.toMatchObject({
      status: 503,
      message: '503: Service Unavailable',
    })
  })
})

describe('apiRequest', () => {
  it('sends credentials, and JSON with its content type only when there is a body', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 200, body: '{}' }))
    await apiRequest('POST', '/api/auth/login', { email: 'a@example.com', password: 'x' })
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@example.com","password":"x"}',
    })

    await apiRequest('POST', '/api/auth/logout')
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/logout', {
      method: 'POST',
      credentials: 'include',
      headers: {},
      body: undefined,
    })
  })

  it('returns the parsed JSON of the answer, and null for an empty one', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 200, body: '{"user":{"id":7}}' }))
    await expect(apiRequest('POST', '/api/auth/login', {})).resolves.toEqual({ user: { id: 7 } })
    fetchMock.mockResolvedValue(fakeResponse({ status: 204 }))
    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toBeNull()
  })

  it('throws the formatted error of a non-2xx answer', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 401, body: '{"error":"Invalid email or password"}' }))
    await expect(apiRequest('POST', '/api/auth/login', {})).rejects.toThrow(
      '401: {"error":"Invalid email or password"}',
    )
  })
})

describe('the default data loader', () => {
  it('GETs the key segments joined with slashes, with credentials, and parses the JSON', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({ status: 200, body: '[{"lessonId":"lesson-1-1","completed":true}]' }),
    )
    const data = await getQueryFn({ on401: 'throw' })(['/api/course-progress', '7'])
    expect(fetchMock).toHaveBeenCalledWith('/api/course-progress/7', { credentials: 'include' })
    expect(data).toEqual([{ lessonId: 'lesson-1-1', completed: true }])
    expect(keyToPath('/api/auth/me')).toBe('/api/auth/me')
  })

  it('maps a 401 to null when asked to, and throws "401: ..." by default', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 401, body: '{"error":"Not authenticated"}' }))
    await expect(getQueryFn({ on401: 'returnNull' })('/api/auth/me')).resolves.toBeNull()
    await expect(getQueryFn({ on401: 'throw' })('/api/auth/me')).rejects.toThrow(
      '401: {"error":"Not authenticated"}',
    )
  })

  it('fails other errors the same way', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 500, statusText: 'Internal Server Error' }))
    await expect(getQueryFn({ on401: 'returnNull' })('/api/auth/me')).rejects.toThrow(
      '500: Internal Server Error',
    )
  })
})

describe('failureMessage (spec §8 descriptions)', () => {
  const wording = { missing: 'Login failed', fallback: 'Login failed. Please try again.' }
  const failure = (status: number, body: unknown) => new ApiError(status, body, JSON.stringify(body))

  it('uses the server error text, then the "missing" text, then the fallback', () => {
    expect(failureMessage(failure(401, { error: 'Invalid email or password' }), wording)).toBe(
      'Invalid email or password',
    )
    expect(failureMessage(failure(500, {}), wording)).toBe('Login failed')
    expect(failureMessage(new ApiError(502, 'Bad Gateway', 'Bad Gateway'), wording)).toBe(
      'Login failed. Please try again.',
    )
    expect(failureMessage(new TypeError('Failed to fetch'), wording)).toBe('Login failed. Please try again.')
    expect(failureMessage('boom', wording)).toBe('Login failed. Please try again.')
  })
})
