import { defaultPrices } from '@creds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prices } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { ensureDefaultPrices } from './find-prices.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/prices', () => {
  it('gives the whole fee schedule to anyone, in order, in cents', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/prices' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.msg.map((price: { key: string }) => price.key)).toEqual(defaultPrices.map((price) => price.key));
    expect(body.msg[0]).toMatchObject({ key: 'evaluation.individual', amount: 500, unit: 'cents' });
  });

  it('reflects a price an admin changed, and the defaults never overwrite it', async () => {
    await t.database.db.update(prices).set({ amount: 700 }).where(eq(prices.key, 'evaluation.individual'));
    await ensureDefaultPrices(t.database.db);
    const body = (await t.app.inject({ method: 'GET', url: '/api/prices' })).json();
    expect(body.msg[0].amount).toBe(700);
  });
});
