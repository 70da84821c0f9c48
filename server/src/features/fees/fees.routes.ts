import { pricesResponseSchema } from '@creds/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { findPrices } from './find-prices.js';

export function registerFeeRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/prices',
    {
      config: { public: true },
      schema: { tags: ['fees'], summary: 'The price table (cents, or a percentage)', response: { 200: pricesResponseSchema } },
    },
    async () => ({ msg: await findPrices(db) }),
  );
}
