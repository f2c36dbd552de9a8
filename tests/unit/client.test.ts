import { apiRequest, getQueryFn, keyToPath, serverErrorText, throwIfNotOk } from '@/lib/api/client'

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

describe('throwIfNotOk (spec §8: "<status>: <body text or status text>")', () => {
  it('passes a 2xx answer through', async () => {
    await expect(throwIfNotOk(fakeResponse({ status: 204 }))).resolves.toBeUndefined()
  })

  it('uses the body text after the status', async () => {
    await expect(
      throwIfNotOk(
        fakeResponse({ status: 409, body: '{"error":"An account with this email already exists"}' }),
      ),
    ).rejects.toThrow('409: {"error":"An account with this email already exists"}')
  })

  it('uses the status text when the body is empty', async () => {
    await expect(
      throwIfNotOk(fakeResponse({ status: 503, statusText: 'Service Unavailable' })),
    ).rejects.toThrow('503: Service Unavailable')
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

describe('serverErrorText', () => {
  it('reads the error text out of "<status>: <json>"', () => {
    expect(serverErrorText(new Error('400: {"error":"Passwords do not match"}'))).toBe(
      'Passwords do not match',
    )
    expect(serverErrorText(new Error('502: Bad Gateway'))).toBeUndefined()
  })
})
