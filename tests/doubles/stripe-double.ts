/**
 * A local HTTP double of the parts of Stripe's API Doro calls, speaking its protocol: form-encoded requests with a
 * Bearer secret key, JSON answers, Stripe-shaped errors. It also signs events the way Stripe does, so tests can
 * deliver webhooks (https://docs.stripe.com/webhooks#verify-manually). Point STRIPE_API_BASE at `url`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureHeader } from '../../server/billing/stripe-signature';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export interface StripeDouble {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const stripeError = (message: string, type = 'invalid_request_error') => ({
  error: { type, message },
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeDouble(options: { secretKey: string }): Promise<StripeDouble> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path,
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        form: new URLSearchParams(await readBody(request)),
      };
      requests.push(recorded);
      if (recorded.authorization !== `Bearer ${options.secretKey}`) {
        return send(response, 401, stripeError('Invalid API Key provided.', 'authentication_error'));
      }
      if (recorded.method === 'POST' && path === '/v1/checkout/sessions') {
        const form = recorded.form;
        for (const required of ['mode', 'success_url', 'cancel_url', 'line_items[0][price_data][currency]']) {
          if (!form.get(required)) return send(response, 400, stripeError(`Missing required param: ${required}.`));
        }
        const sessionId = id('cs');
        return send(response, 200, {
          id: sessionId,
          object: 'checkout.session',
          mode: form.get('mode'),
          client_reference_id: form.get('client_reference_id'),
          url: `${double.url}/pay/${sessionId}`,
          status: 'open',
        });
      }
      if (recorded.method === 'POST' && path === '/v1/billing_portal/sessions') {
        if (!recorded.form.get('customer'))
          return send(response, 400, stripeError('Missing required param: customer.'));
        return send(response, 200, {
          id: id('bps'),
          object: 'billing_portal.session',
          url: `${double.url}/portal/${recorded.form.get('customer')}`,
        });
      }
      const cancel = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (recorded.method === 'DELETE' && cancel) {
        return send(response, 200, {
          id: cancel[1],
          object: 'subscription',
          status: 'canceled',
        });
      }
      return send(response, 404, stripeError(`Unrecognized request URL (${recorded.method}: ${path}).`));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const double: StripeDouble = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return double;
}

/** A Stripe event envelope around `object`. */
export function stripeEvent(type: string, object: Record<string, unknown>, eventId = id('evt')) {
  return {
    id: eventId,
    object: 'event',
    api_version: '2025-03-31.basil',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  };
}

/** Delivers an event to a webhook endpoint signed with `secret`, as Stripe does (or tampered, for tests). */
export async function deliverWebhook(
  endpoint: string,
  event: unknown,
  secret: string,
  options: { timestampSeconds?: number; signature?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(event);
  const header =
    options.signature ?? signatureHeader(payload, secret, options.timestampSeconds ?? Math.floor(Date.now() / 1000));
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': header,
    },
    body: payload,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
