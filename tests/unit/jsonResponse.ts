/**
 * A fetch answer with a JSON body, for tests under jsdom (which has no fetch Response): only the
 * members the API client (src/platform/http/apiClient.ts) reads.
 */
export const jsonResponse = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: async () => JSON.stringify(body),
  }) as Response
