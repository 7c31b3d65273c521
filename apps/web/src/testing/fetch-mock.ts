import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

export interface MockResponse {
  status: number;
  body?: unknown;
}

type Handler = MockResponse | ((request: MockRequest) => MockResponse);

/**
 * Replaces `fetch` (the network edge) with canned answers keyed by "METHOD /path" (query included
 * when the key has one). Unknown calls answer 404 like the API does, and every call is recorded.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = init.method ?? 'GET';
    const request: MockRequest = {
      method,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const path = url.split('?')[0];
    const handler = routes[`${method} ${url}`] ?? routes[`${method} ${path}`];
    const response = typeof handler === 'function' ? handler(request) : handler;
    const { status, body } = response ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Recurso no encontrado.' } },
    };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

/**
 * Replaces `fetch` with calls that wait until the test answers them, each by its path (query left out), so a page's
 * loading state can be seen whatever other calls (the header's notifications) it makes meanwhile.
 */
export function holdFetch() {
  const waiting = new Map<string, (response: Response) => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => waiting.set(String(input).split('?')[0] as string, resolve)),
    ),
  );
  return {
    answer(path: string, body: unknown, status = 200) {
      const resolve = waiting.get(path);
      if (!resolve)
        throw new Error(`No call to ${path} is waiting; waiting: ${[...waiting.keys()].join(', ')}`);
      waiting.delete(path);
      resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      );
    },
  };
}

export function apiError(status: number, code: string, message: string): MockResponse {
  return { status, body: { error: { code, message } } };
}
