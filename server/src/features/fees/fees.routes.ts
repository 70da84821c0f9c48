import { evaluationPriceResponseSchema, pricesResponseSchema } from '@creds/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { findPrices, getPrice } from './find-prices.js';

export function registerFeeRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/prices',
    {
      config: { public: true },
      schema: { tags: ['fees'], summary: 'The price table (cents, or a percentage)', response: { 200: pricesResponseSchema } },
    },
    async () => ({ msg: await findPrices(db) }),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/payments/evaluation',
    {
      config: { public: true },
      schema: { tags: ['fees'], summary: 'The price of one evaluation certificate, in cents', response: { 200: evaluationPriceResponseSchema } },
    },
    async () => ({ msg: await getPrice(db, 'evaluation.individual') }),
  );
}
