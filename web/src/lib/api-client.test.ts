// @vitest-environment node
import { errorMessages, userRoleMessages } from '@creds/contract';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, getErrorMessage, type ApiClient } from './api-client';

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void | Promise<void>;

let server: Server;
let baseUrl: string;
let routes: Record<string, Handler>;
/** Every request the server saw, as "METHOD /path". */
let hits: string[];
let client: ApiClient;

function sendText(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

const sessionExpired: Handler = (_request, response) => sendText(response, 401, 'Unauthorized');
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = (hit: string) => hits.filter((seen) => seen === hit).length;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const key = `${request.method} ${request.url?.split('?')[0]}`;
      hits.push(key);
      const handler = routes[key];
      if (handler) void handler(request, response, body);
      else sendJson(response, 404, { msg: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  routes = {};
  hits = [];
  client = createApiClient({ baseUrl });
});

/** A session that expires until validate-session renews it. */
function expiringSession({ validationSucceeds }: { validationSucceeds: boolean }) {
  let isValid = false;
  routes['POST /api/auth/validate-session'] = (_request, response) => {
    if (!validationSucceeds) return sendText(response, 401, 'Unauthorized');
    isValid = true;
    sendJson(response, 200, { msg: 'Session valid' });
  };
  routes['GET /api/records'] = (_request, response) =>
    isValid ? sendJson(response, 200, { msg: ['record'] }) : sessionExpired(_request, response, '');
}

describe('api client: 401 Unauthorized', () => {
  it('validates the session once and retries the original request once', async () => {
    expiringSession({ validationSucceeds: true });

    await expect(client.get('/records')).resolves.toEqual({ msg: ['record'] });
    expect(hits).toEqual(['GET /api/records', 'POST /api/auth/validate-session', 'GET /api/records']);
  });

  it('rejects the original request when the validation fails', async () => {
    expiringSession({ validationSucceeds: false });

    const error = await client.get('/records').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    // The failed validation is itself a 401 Unauthorized: it must not trigger another validation.
    expect(hits).toEqual(['GET /api/records', 'POST /api/auth/validate-session']);
  });

  it("rejects with the validation's message, which says why the session ended", async () => {
    routes['POST /api/auth/validate-session'] = (_request, response) => sendJson(response, 401, { msg: userRoleMessages.signedOut('reviewer'), code: 'UNAUTHORIZED' });
    routes['GET /api/records'] = sessionExpired;

    await expect(client.get('/records')).rejects.toMatchObject({ status: 401, msg: userRoleMessages.signedOut('reviewer') });
  });

  it('never revalidates a failed call to validate-session itself', async () => {
    routes['POST /api/auth/validate-session'] = sessionExpired;

    await expect(client.post('/auth/validate-session')).rejects.toMatchObject({ status: 401 });
    expect(hits).toEqual(['POST /api/auth/validate-session']);
  });

  it('does not retry an already retried request again', async () => {
    routes['POST /api/auth/validate-session'] = (_request, response) => sendJson(response, 200, { msg: 'ok' });
    routes['GET /api/records'] = sessionExpired;

    await expect(client.get('/records')).rejects.toMatchObject({ status: 401 });
    expect(hits).toEqual(['GET /api/records', 'POST /api/auth/validate-session', 'GET /api/records']);
  });

  it('shares one validation between concurrent requests', async () => {
    let isValid = false;
    routes['POST /api/auth/validate-session'] = async (_request, response) => {
      await delay(50);
      isValid = true;
      sendJson(response, 200, { msg: 'ok' });
    };
    routes['GET /api/records'] = (request, response) =>
      isValid ? sendJson(response, 200, { msg: 'records' }) : sessionExpired(request, response, '');
    routes['POST /api/records'] = (request, response, body) =>
      isValid ? sendJson(response, 201, JSON.parse(body)) : sessionExpired(request, response, '');

    const results = await Promise.all([
      client.get('/records'),
      client.get('/records'),
      client.post('/records', { title: 'Diploma' }),
    ]);

    expect(results).toEqual([{ msg: 'records' }, { msg: 'records' }, { title: 'Diploma' }]);
    expect(count('POST /api/auth/validate-session')).toBe(1);
    expect(count('GET /api/records')).toBe(4);
    expect(count('POST /api/records')).toBe(2);
  });

  it('validates again when the session expires again later', async () => {
    routes['POST /api/auth/validate-session'] = (_request, response) => sendJson(response, 200, { msg: 'ok' });
    let answers = 0;
    // Expired, fine, expired, fine.
    routes['GET /api/records'] = (request, response) =>
      answers++ % 2 === 0 ? sessionExpired(request, response, '') : sendJson(response, 200, { msg: answers });

    await expect(client.get('/records')).resolves.toEqual({ msg: 2 });
    await expect(client.get('/records')).resolves.toEqual({ msg: 4 });
    expect(count('POST /api/auth/validate-session')).toBe(2);
  });

  it.each([
    ['a JSON body', (response: ServerResponse) => sendJson(response, 401, { msg: 'Unauthorized' })],
    ['other text', (response: ServerResponse) => sendText(response, 401, 'Unauthorized.')],
    ['another status', (response: ServerResponse) => sendText(response, 403, 'Unauthorized')],
  ])('passes other errors on without validating (%s)', async (_case, answer) => {
    routes['POST /api/auth/validate-session'] = (_request, response) => sendJson(response, 200, { msg: 'ok' });
    routes['GET /api/records'] = (_request, response) => answer(response);

    await expect(client.get('/records')).rejects.toBeInstanceOf(ApiError);
    expect(hits).toEqual(['GET /api/records']);
  });
});

describe('api client: requests and errors', () => {
  it('sends JSON with cookies included and the query in the URL', async () => {
    const inits: RequestInit[] = [];
    const recordingClient = createApiClient({
      baseUrl,
      fetch: (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      },
    });
    routes['PUT /api/records'] = (request, response, body) =>
      sendJson(response, 200, { contentType: request.headers['content-type'], url: request.url, body: JSON.parse(body) });

    const answer = await recordingClient.put('/records', { city: 'Dallas' }, { query: { page: 2, search: 'web dev', none: undefined } });

    expect(answer).toEqual({
      contentType: 'application/json',
      url: '/api/records?page=2&search=web+dev',
      body: { city: 'Dallas' },
    });
    expect(inits[0]).toMatchObject({ method: 'PUT', credentials: 'include' });
  });

  it('turns error bodies into ApiError with status, code, msg and fields', async () => {
    routes['POST /api/records'] = (_request, response) =>
      sendJson(response, 400, {
        msg: { email: 'Invalid email' },
        code: 'VALIDATION_FAILED',
        fields: { email: 'Invalid email' },
      });

    const error = await client.post('/records', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      msg: { email: 'Invalid email' },
      fields: { email: 'Invalid email' },
    });
  });

  it('reads the text to show as spec section 8 says', async () => {
    routes['GET /api/text'] = (_request, response) => sendJson(response, 409, { msg: 'Email already registered' });
    routes['GET /api/object'] = (_request, response) => sendJson(response, 400, { msg: { dob: 'Too young' } });
    routes['GET /api/html'] = (_request, response) => sendText(response, 502, '<html>Bad gateway</html>');
    routes['GET /api/empty'] = (_request, response) => sendJson(response, 500, { msg: '' });

    const messageOf = (path: string) => client.get(path).then(
      () => 'resolved',
      (error: unknown) => getErrorMessage(error),
    );

    expect(await messageOf('/text')).toBe('Email already registered');
    expect(await messageOf('/object')).toBe('{"dob":"Too young"}');
    expect(await messageOf('/html')).toBe(errorMessages.unexpected);
    expect(await messageOf('/empty')).toBe(errorMessages.unexpected);
    expect(getErrorMessage(new TypeError('Failed to fetch'))).toBe(errorMessages.unexpected);
    expect(getErrorMessage(undefined, 'Failed to login')).toBe('Failed to login');
  });

  it('reports an unreachable server as ApiError with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const offline = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api` });
    const error = await offline.get('/records').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
    expect(getErrorMessage(error)).toBe(errorMessages.unexpected);
  });
});
