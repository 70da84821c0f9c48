import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors.js';
import { refuseNulCharacters, registerErrorHandling } from './errors.js';

const logged: Record<string, unknown>[] = [];
const app = Fastify({
  logger: {
    level: 'error',
    stream: { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
  },
}).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.post(
    '/validated',
    {
      schema: {
        body: z.object({
          email: z.email({ error: 'Invalid email format' }),
          profile: z.object({ city: z.string().max(3, { error: 'City is too long' }) }),
        }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/conflict', async () => {
    throw new AppError('CONFLICT', 'An account with this e-mail already exists.');
  });
  app.get('/crash', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2');
  });
  app.get('/database-away', async (request) => {
    const { kind } = request.query as { kind: string };
    // As node-postgres and Drizzle report them: a refused connection, a server shutting down (wrapped by Drizzle), a dropped connection.
    const cause =
      kind === 'refused'
        ? Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
        : kind === 'shutdown'
          ? Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
          : kind === 'dropped'
            ? new Error('Connection terminated unexpectedly')
            : Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), { code: '23505' });
    throw new Error('Failed query: select 1\nparams: ', { cause });
  });
  // An upload read by its handler (as multipart is): the body is left unread until then.
  app.addContentTypeParser('application/x-upload', (_request, _payload, done) => done(null));
  app.post('/abandoned', async (request) => {
    // As an upload whose page was closed: the request stream is destroyed before its end and reading it fails.
    request.raw.destroy();
    throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
  });
  app.get('/leaky', { schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => {
    return { id: 'not-a-number' } as unknown as { id: number };
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error handling', () => {
  it('answers validation errors with 400, the first message as msg and every field message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: { email: 'nope', profile: { city: 'Springfield' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      msg: 'Invalid email format',
      code: 'VALIDATION_FAILED',
      fields: { email: 'Invalid email format', 'profile.city': 'City is too long' },
    });
  });

  it('answers malformed JSON with a 400 that says so', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('passes an AppError message and status through', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ msg: 'An account with this e-mail already exists.', code: 'CONFLICT' });
  });

  it('hides the internals of a crash and logs them with the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.msg).toBe('Something went wrong on our side. Please try again later.');
    expect(body.code).toBe('INTERNAL');
    expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|stack/);
    const entry = logged.find((line) => line.reqId === body.requestId);
    expect(entry?.err).toMatchObject({ message: expect.stringContaining('ECONNREFUSED') });
  });

  it('answers 503 with a clear message when the database cannot be reached, 500 for any other database error', async () => {
    for (const kind of ['refused', 'shutdown', 'dropped']) {
      const response = await app.inject({ method: 'GET', url: `/database-away?kind=${kind}` });
      expect(response.statusCode, kind).toBe(503);
      expect(response.json()).toEqual({ msg: 'The service is temporarily unavailable. Please try again shortly.', code: 'UNAVAILABLE', requestId: expect.any(String) });
      expect(response.body).not.toMatch(/5432|administrator|terminated/);
    }
    const constraint = await app.inject({ method: 'GET', url: '/database-away?kind=constraint' });
    expect(constraint.statusCode).toBe(500);
    expect(constraint.json().code).toBe('INTERNAL');
  });

  it('logs a request the client abandoned as information, not as a failed service', async () => {
    const errorsBefore = logged.length;
    const response = await app.inject({ method: 'POST', url: '/abandoned', headers: { 'content-type': 'application/x-upload' }, payload: 'x'.repeat(64) });
    expect(response.statusCode).toBe(400);
    // This app logs errors only: the abandoned request left none.
    expect(logged.slice(errorsBefore)).toEqual([]);
  });

  it('treats a response that breaks its own schema as a server error, never leaking it', async () => {
    const response = await app.inject({ method: 'GET', url: '/leaky' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('not-a-number');
  });
});

describe('the NUL character', () => {
  it('is refused with 400 in a JSON body and in the query, never reaching the database', async () => {
    const nulApp = Fastify().withTypeProvider<ZodTypeProvider>();
    nulApp.setValidatorCompiler(validatorCompiler);
    nulApp.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(nulApp);
    refuseNulCharacters(nulApp);
    nulApp.post('/echo', async (request) => ({ body: request.body }));
    nulApp.get('/echo', async () => ({ ok: true }));
    await nulApp.ready();
    const body = await nulApp.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"name":"a\\u0000b"}' });
    expect(body.statusCode).toBe(400);
    expect(body.json().msg).toBe('This text contains a character that is not allowed (the invisible NUL character).');
    expect((await nulApp.inject({ method: 'GET', url: '/echo?name=a%00b' })).statusCode).toBe(400);
    expect((await nulApp.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"name":"fine"}' })).json()).toEqual({ body: { name: 'fine' } });
    // An escaped backslash followed by the text u0000 holds no NUL: a Windows path, say.
    const path = await nulApp.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"name":"C:\\\\u0000data"}' });
    expect(path.json()).toEqual({ body: { name: 'C:\\u0000data' } });
    expect((await nulApp.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"name":"C:\\\\\\u0000"}' })).statusCode).toBe(400);
    await nulApp.close();
  });

  it('refuses half of a surrogate pair (a broken emoji) with 400, anywhere in a JSON body; whole emoji pass', async () => {
    const brokenApp = Fastify();
    registerErrorHandling(brokenApp);
    refuseNulCharacters(brokenApp);
    brokenApp.post('/echo', async (request) => ({ body: request.body }));
    brokenApp.post('/ok', async () => ({ ok: true }));
    await brokenApp.ready();
    const post = (payload: string) => brokenApp.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });
    for (const payload of ['{"skills":["Python \\ud800 dev"]}', '{"note":"\\udc00"}', '{"a":{"b":[{"\\ud83d":1}]}}']) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().msg).toBe('This text contains a broken character (part of an emoji or symbol). Remove it and try again.');
    }
    expect((await post('{"note":"ok \\ud83d\\ude00 😀"}')).json()).toEqual({ body: { note: 'ok 😀 😀' } });
    // Checked without recursion: a body nested deeper than the call stack is read, not a crash.
    const deep = await brokenApp.inject({ method: 'POST', url: '/ok', headers: { 'content-type': 'application/json' }, payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}` });
    expect(deep.statusCode).toBe(200);
    await brokenApp.close();
  });
});
