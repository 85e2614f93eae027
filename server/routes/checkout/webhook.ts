import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { contract } from '../../../src/contract/contract';
import { billingFor } from '../../billing/billing';
import { verifyStripeSignature } from '../../billing/stripe-signature';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';

// The signature covers the exact bytes Stripe sent, so they are kept before the JSON parser (and the wire-case
// hook) see the body.
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * Stripe's events: verified by signature and age, then fulfilled at most once (server/billing/fulfilment.ts). An
 * event Doro does not use is acknowledged, so Stripe stops resending it.
 */
export const webhook = (deps: RouteDeps) => ({
  hooks: {
    preParsing: async (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) => {
      const chunks: Buffer[] = [];
      // This hook runs before Fastify's own size check, so it must enforce the limit itself: an endless upload
      // would otherwise be held in memory whole.
      const limit = request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
      let size = 0;
      for await (const chunk of payload) {
        size += (chunk as Buffer).length;
        if (size > limit)
          throw Object.assign(new Error('Body too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
        chunks.push(Buffer.from(chunk as Buffer));
      }
      const raw = Buffer.concat(chunks);
      rawBodies.set(request, raw);
      return Object.assign(Readable.from([raw]), {
        receivedEncodedLength: raw.length,
      });
    },
  },
  handler: s.route(contract.checkout.webhook, async ({ request }) => {
    const billing = billingFor(deps);
    const stripe = billing.config.stripe;
    if (!stripe)
      return {
        status: 404,
        body: { message: 'Stripe is not configured on this server.' },
      };
    const raw = rawBodies.get(request) ?? Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    const check = verifyStripeSignature(
      raw,
      Array.isArray(signature) ? signature[0] : signature,
      stripe.webhookSecret,
      {
        toleranceSeconds: billing.config.webhookToleranceSeconds,
        nowSeconds: Math.floor(Date.now() / 1000),
      },
    );
    if (!check.ok) {
      request.log.warn({ reason: check.reason }, 'refused a Stripe webhook');
      return { status: 400, body: { message: check.reason } };
    }
    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      return { status: 400, body: { message: 'The event is not JSON.' } };
    }
    const outcome = await billing.store.handleStripeEvent(payload);
    if (outcome === 'malformed')
      return {
        status: 400,
        body: { message: 'The event is not one Doro can read.' },
      };
    request.log.info({ outcome }, 'Stripe webhook handled');
    return { status: 200, body: { received: true as const } };
  }),
});
