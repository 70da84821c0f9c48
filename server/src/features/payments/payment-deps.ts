import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../providers/mail.js';
import type { SandboxProvider } from '../../providers/payments/sandbox-provider.js';
import type { StripeProvider } from '../../providers/payments/stripe-provider.js';

export interface PaymentDeps {
  db: Database;
  provider: SandboxProvider | StripeProvider;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
