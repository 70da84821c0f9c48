import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the few Stripe REST endpoints the product calls (PaymentIntents and refunds),
 * speaking Stripe's wire format so the real `stripe` SDK can be tested offline. The test drives what
 * Stripe would do on its side (a card succeeding or being declined) and builds the matching events.
 */
export interface FakeStripe {
  baseUrl: string;
  intents: Map<string, Record<string, unknown>>;
  /** How many PaymentIntents were created (idempotent replays do not count). */
  created(): number;
  /** The customer's card succeeded on Stripe's side; returns the event Stripe would send. */
  succeed(intentId: string, last4?: string): Record<string, unknown>;
  /** The card was declined; returns the event. */
  decline(intentId: string, code: string, message: string): Record<string, unknown>;
  /**
   * Parks every PaymentIntent read until `release` is called: `requested` settles when the first one
   * arrives, so a test knows the server is in the middle of handling an event (and may kill it there).
   */
  holdIntentReads(): { requested: Promise<void>; release(): void };
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Record<string, unknown>>();
  const charges = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, string>();
  let createdCount = 0;
  let hold: { arrived: () => void; released: Promise<void> } | null = null;

  const withCharge = (intent: Record<string, unknown>, expand: boolean) =>
    expand && typeof intent.latest_charge === 'string' ? { ...intent, latest_charge: charges.get(intent.latest_charge) } : intent;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(body));
    };
    if (!request.headers.authorization?.startsWith('Bearer sk_test_')) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const body = await formBody(request);
      const key = String(request.headers['idempotency-key'] ?? '');
      const existing = key ? idempotent.get(key) : undefined;
      if (existing) return send(200, intents.get(existing));
      const intentId = id('pi');
      const metadata: Record<string, string> = {};
      for (const [name, value] of body) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]!] = value;
      }
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        currency: body.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        metadata,
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
      };
      intents.set(intentId, intent);
      if (key) idempotent.set(key, intentId);
      createdCount += 1;
      return send(200, intent);
    }
    if (request.method === 'GET' && intentMatch) {
      if (hold) {
        hold.arrived();
        await hold.released;
      }
      const intent = intents.get(intentMatch[1]!);
      if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
      return send(200, withCharge(intent, url.searchParams.getAll('expand[]').includes('latest_charge') || url.searchParams.getAll('expand[0]').includes('latest_charge')));
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const body = await formBody(request);
      const intent = intents.get(body.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') {
        return send(400, { error: { type: 'invalid_request_error', message: 'This PaymentIntent does not have a successful charge to refund.' } });
      }
      return send(200, { id: id('re'), object: 'refund', status: 'succeeded', payment_intent: intent.id, amount: intent.amount });
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const event = (type: string, object: Record<string, unknown>) => ({
    id: id('evt'),
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    intents,
    created: () => createdCount,
    succeed(intentId, last4 = '4242') {
      const intent = intents.get(intentId)!;
      const chargeId = id('ch');
      charges.set(chargeId, { id: chargeId, object: 'charge', payment_intent: intentId, payment_method_details: { type: 'card', card: { brand: 'visa', last4 } } });
      Object.assign(intent, { status: 'succeeded', latest_charge: chargeId, last_payment_error: null });
      return event('payment_intent.succeeded', intent);
    },
    holdIntentReads() {
      let arrived!: () => void;
      let release!: () => void;
      const requested = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { arrived, released };
      return {
        requested,
        release: () => {
          hold = null;
          release();
        },
      };
    },
    decline(intentId, code, message) {
      const intent = intents.get(intentId)!;
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', code, message } });
      return event('payment_intent.payment_failed', intent);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
