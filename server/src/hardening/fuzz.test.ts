import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createPaidEvaluation, createUser, signIn } from '../test/factories.js';

/**
 * Request bodies generated from the OpenAPI schemas — valid-looking, at the boundaries, of the wrong
 * type, oversized, odd unicode (including NUL, which PostgreSQL refuses in text) — across every JSON
 * endpoint. No answer may be a 5xx, and every 4xx carries `msg`.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
};

let seed = 20261122;
function random(): number {
  // Mulberry32: the same bodies every run.
  seed = (seed + 0x6d2b79f5) | 0;
  let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
  return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const oddStrings = ['', ' ', '\u0000', 'a\u0000b', '🎓📜✅', 'مرحبا بالعالم', 'ünïcödé', '<script>alert(1)</script>', "'; drop table users; --", '../../etc/passwd', '%00', '\uD800', 'x'.repeat(100_001), '12345678', 'user@example.com', 'https://example.com', '2024-02-30', '-1', '1e309', 'null'];
const wrongTypes: unknown[] = [null, 0, -1, 1.5, Number.POSITIVE_INFINITY, true, [], {}, [1, 2], { nested: { deep: true } }, 'text', Number.MAX_SAFE_INTEGER + 2];

function generate(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return pick(wrongTypes);
  const mode = random();
  if (mode < 0.12) return pick(wrongTypes);
  if (schema.const !== undefined) return mode < 0.6 ? schema.const : pick(oddStrings);
  if (schema.enum) return mode < 0.6 ? pick(schema.enum) : pick(oddStrings);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return generate(pick(variants), depth + 1);
  const type = Array.isArray(schema.type) ? pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (random() < 0.85) body[key] = generate(property, depth + 1);
      }
      if (random() < 0.1) body.unexpected = pick(oddStrings);
      return body;
    }
    case 'array':
      return Array.from({ length: pick([0, 1, 3, 50]) }, () => generate(schema.items, depth + 1));
    case 'string': {
      if (mode < 0.4) return pick(oddStrings);
      const length = pick([schema.minLength ?? 0, Math.max(0, (schema.minLength ?? 1) - 1), schema.maxLength ?? 20, (schema.maxLength ?? 20) + 1, 8]);
      return Array.from({ length }, () => pick(['a', 'Z', '7', ' ', '!', 'é', '@', '.'])).join('');
    }
    case 'integer':
    case 'number':
      return pick([schema.minimum ?? 0, (schema.minimum ?? 0) - 1, schema.maximum ?? 100, (schema.maximum ?? 100) + 1, 0, -1, 2 ** 31, 0.5]);
    case 'boolean':
      return pick([true, false, 'true', 1]);
    default:
      return pick([...wrongTypes, ...oddStrings]);
  }
}

let t: TestApp;
let cookie: string;
let badgeId: string;
let endpoints: { method: string; url: string; schema: Schema }[];

// The embedded database only: it is PostgreSQL itself (compiled to WebAssembly), so the bodies meet the
// same parser and the same type checks, and CI's second pass on a PostgreSQL server saves 1.5 minutes.
describe.skipIf(Boolean(process.env.DATABASE_URL))('fuzzing every JSON endpoint', () => {
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
    const user = await createUser(t.database.db);
    cookie = await signIn(t.app, user);
    badgeId = (await createPaidEvaluation(t.database.db, user.id)).badgeId;
    const spec = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema: Schema }> } }>> };
    endpoints = Object.entries(spec.paths).flatMap(([url, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        return schema ? [{ method: method.toUpperCase(), url, schema }] : [];
      }),
    );
  });
  afterAll(() => t.close());

  it('answers 10,000 generated bodies without a 5xx, every 4xx with msg', { timeout: 600_000 }, async () => {
    expect(endpoints.length).toBeGreaterThan(20);
    const failures: string[] = [];
    const total = 10_000;
    for (let i = 0; i < total; i++) {
      const endpoint = endpoints[i % endpoints.length]!;
      const body = generate(endpoint.schema);
      // Endpoints that end the session (sign-out, password change) would leave the rest signed out.
      if (i % 200 === 0) cookie = await signIn(t.app, await createUser(t.database.db));
      const response = await t.app.inject({
        method: endpoint.method as 'POST',
        url: endpoint.url.replace(/\{id\}/g, badgeId).replace(/\{[^}]+\}/g, 'x'),
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body) ?? 'null',
        remoteAddress: `10.9.${(i >> 8) & 255}.${i & 255}`,
      });
      if (response.statusCode >= 500) failures.push(`${endpoint.method} ${endpoint.url} ${response.statusCode}: ${JSON.stringify(body).slice(0, 200)} → ${response.body.slice(0, 200)}`);
      else if (response.statusCode >= 400 && response.body !== 'Unauthorized' && !('msg' in (safeJson(response.body) as object))) {
        failures.push(`${endpoint.method} ${endpoint.url} ${response.statusCode} without msg: ${response.body.slice(0, 200)}`);
      }
      if (failures.length > 20) break;
    }
    expect(failures).toEqual([]);
  });
});

function safeJson(text: string): unknown {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}
