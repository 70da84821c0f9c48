import { apiErrorSchema, badgeStatusMissingSchema, badgeStatusResponseSchema, sandboxConfirmInputSchema, sandboxConfirmResponseSchema, refundPaymentInputSchema } from '@creds/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payments } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { adminsOnly, currentUser } from '../../plugins/auth.js';
import { handlePaymentEvent } from './handle-payment-event.js';
import type { PaymentDeps } from './payment-deps.js';
import { refundPayment } from './refund-payment.js';
import { getBadgeStatus } from './request-certificate.js';

const tags = ['payments'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/badge/status/:id',
    {
      schema: {
        tags,
        summary: "Payment state of one of the user's evaluations; the first call requests its certificate. Any other id answers exists: false",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: z.union([badgeStatusResponseSchema, badgeStatusMissingSchema]), ...errors },
      },
    },
    async (request) => {
      const status = await getBadgeStatus(deps, currentUser(request), request.params.id);
      return { msg: status ?? { exists: false as const } };
    },
  );

  routes.post(
    '/api/admin/payments/:id/refund',
    {
      config: adminsOnly,
      schema: {
        tags,
        summary: 'Refund a payment in full (admins; within 7 days of payment)',
        params: z.object({ id: z.uuid() }),
        body: refundPaymentInputSchema,
        response: { 200: z.object({ msg: z.string() }), ...errors },
      },
    },
    async (request) => {
      await refundPayment(deps, currentUser(request), request.params.id, request.body);
      return { msg: 'The payment has been refunded.' };
    },
  );

  const provider = deps.provider;
  if (provider.kind === 'sandbox') {
    routes.post(
      '/api/payments/sandbox/confirm',
      {
        schema: {
          tags,
          summary: 'Pay with a card through the offline sandbox (what Stripe.js does against Stripe)',
          body: sandboxConfirmInputSchema,
          response: { 200: sandboxConfirmResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const [owned] = await deps.db
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.clientSecret, request.body.clientSecret), eq(payments.userId, user.id)));
        if (!owned) throw new AppError('NOT_FOUND', 'No such payment.');
        const { intent, event } = await provider.confirm(request.body);
        await handlePaymentEvent(deps, event, intent);
        return { msg: { status: intent.status, error: intent.lastError } };
      },
    );
  } else {
    // Stripe signs the exact bytes it sent: this route keeps the raw body to check the signature.
    app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      webhook.post('/api/payments/webhook', { config: { public: true }, schema: { tags, summary: "Stripe's webhook (signed)", hide: false } }, async (request, reply) => {
        let event;
        try {
          event = provider.parseWebhook(request.body as Buffer, request.headers['stripe-signature'] as string | undefined);
        } catch (error) {
          request.log.warn({ err: error }, 'refused a webhook with a bad signature');
          throw new AppError('BAD_REQUEST', 'Invalid webhook signature.');
        }
        if (event) await handlePaymentEvent(deps, event);
        return reply.send({ received: true });
      });
    });
  }
}
