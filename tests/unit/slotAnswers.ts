import { jsonResponse } from './jsonResponse'

/**
 * The server's answers to the time picker, for a fetch mock: one day, Tue, Dec 1, with one time,
 * 9:30 AM (14:30 UTC); 404 for anything else.
 */
export async function oneSlotAnswers(url: RequestInfo | URL): Promise<Response> {
  const path = String(url)
  if (path.startsWith('/api/session-slots') && path.includes('date=')) {
    return jsonResponse(200, {
      slots: [{ start: '2026-12-01T14:30:00.000Z', end: '2026-12-01T15:00:00.000Z', label: '9:30 AM' }],
    })
  }
  if (path.startsWith('/api/session-slots')) {
    return jsonResponse(200, { days: [{ date: '2026-12-01', label: 'Tue, Dec 1', slots: 1 }] })
  }
  return jsonResponse(404, { error: 'unexpected' })
}
