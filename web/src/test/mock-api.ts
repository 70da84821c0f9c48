import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  /** The path under /api, e.g. /auth/login. */
  path: string;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Answers the app's API calls from `routes` ("POST /auth/login" → handler) through a stubbed fetch,
 * and records every call. Anything not listed answers 404 like the server.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: decodeURIComponent(url.pathname).replace(/^\/api/, ''),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler = routes[`${call.method} ${call.path}`];
      return handler ? handler(call) : Response.json({ msg: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
  return {
    calls,
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

/** A JSON answer, `{ msg }` by default shape of the API. */
export function answer(status: number, body: unknown): Response {
  return Response.json(body, { status });
}

/** A fetch that never reaches the server (the connection is down). */
export function networkDown(): Promise<Response> {
  return Promise.reject(new TypeError('Failed to fetch'));
}
