/**
 * Stripe mode against the local Stripe double: a server of its own in this process (STRIPE_SECRET_KEY set,
 * STRIPE_API_BASE pointing at the double) on the run's database. Checkout goes to Stripe, only a correctly signed
 * webhook fulfils, a replayed event credits once, and a bad signature credits nothing.
 */
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../server/app';
import { createFirebaseVerifier } from '../../server/auth/firebase-verifier';
import { loadConfig } from '../../server/config';
import { signatureHeader } from '../../server/billing/stripe-signature';
import { connectDatabase, type DatabaseHandle } from '../../server/db/database';
import { deliverWebhook, startStripeDouble, stripeEvent, type StripeDouble } from '../doubles/stripe-double';
import { api, chatUser } from './chat-client';
import type { TestUser } from './emulator-users';

const emulatorHost = inject('emulatorHost');
const secretKey = 'sk_test_doro_double';
const webhookSecret = 'whsec_doro_double';
const pool = new Pool({ connectionString: inject('databaseUrl'), max: 2 });

let stripe: StripeDouble;
let handle: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  stripe = await startStripeDouble({ secretKey });
  // Read by the billing routes when the app is built (server/billing/billing-config.ts).
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripe.url,
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    FIREBASE_PROJECT_ID: 'demo-doro',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    DATABASE_URL: inject('databaseUrl'),
    LOG_LEVEL: 'silent',
  });
  handle = connectDatabase(inject('databaseUrl'), () => {});
  app = await createApp(config, { db: handle.db, verifyIdToken: createFirebaseVerifier(config.firebase) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await stripe?.close();
  await pool.end();
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE']) delete process.env[name];
});

const webhookUrl = () => `${baseUrl}/api/checkout/webhook`;

async function startCheckout(user: TestUser, tier = 'monthly') {
  const started = await api(baseUrl, user, `/checkout/create-session/${tier}`, { method: 'POST', body: {} });
  expect(started.status).toBe(201);
  return started.body as { url: string; checkout_session_id: string; mode: string };
}

const completed = (checkoutSessionId: string, ids = { customer: 'cus_test_1', subscription: 'sub_test_1' }) =>
  stripeEvent('checkout.session.completed', {
    id: checkoutSessionId,
    object: 'checkout.session',
    customer: ids.customer,
    subscription: ids.subscription,
    payment_status: 'paid',
  });

const subscriptionOf = async (user: TestUser) => (await api(baseUrl, user, '/users/me/subscription')).body.subscription;

describe('Stripe mode', () => {
  it('create-session opens a Stripe Checkout Session for the tier, in CAD, tied to the user', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const checkout = await startCheckout(user);
    expect(checkout.mode).toBe('stripe');
    expect(checkout.url).toBe(`${stripe.url}/pay/${checkout.checkout_session_id}`);

    const request = stripe.requests.findLast((recorded) => recorded.path === '/v1/checkout/sessions')!;
    expect(request.authorization).toBe(`Bearer ${secretKey}`);
    expect(request.idempotencyKey).toBeTruthy();
    const form = Object.fromEntries(request.form);
    expect(form).toMatchObject({
      mode: 'subscription',
      customer_email: user.email,
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '1499',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[plan_id]': 'monthly',
    });
    expect(form.success_url).toMatch(new RegExp(`^${baseUrl}/plans`));
    expect(await subscriptionOf(user)).toBeNull();
  });

  it('a webhook with a bad signature is refused and credits nothing', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const before = (await api(baseUrl, user, '/users/me/remaining-minutes')).body;
    const checkout = await startCheckout(user);
    const event = completed(checkout.checkout_session_id, { customer: 'cus_bad', subscription: 'sub_bad' });

    const forged = await deliverWebhook(webhookUrl(), event, 'whsec_not_the_secret');
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ message: 'The Stripe-Signature does not match the payload.' });
    const unsigned = await deliverWebhook(webhookUrl(), event, webhookSecret, { signature: '' });
    expect(unsigned.status).toBe(400);
    const stale = await deliverWebhook(webhookUrl(), event, webhookSecret, {
      timestampSeconds: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(stale.status).toBe(400);
    // The right signature over a different body is as bad as none.
    const tampered = await fetch(webhookUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signatureHeader(JSON.stringify(event), webhookSecret, Math.floor(Date.now() / 1000)),
      },
      body: JSON.stringify({ ...event, id: 'evt_other' }),
    });
    expect(tampered.status).toBe(400);

    expect(await subscriptionOf(user)).toBeNull();
    expect((await api(baseUrl, user, '/users/me/remaining-minutes')).body).toEqual(before);
    const stored = await pool.query('select 1 from billing_events where event_id = $1', [event.id]);
    expect(stored.rows).toHaveLength(0);
  });

  it('a signed checkout.session.completed fulfils once: replays change nothing', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const before = (await api(baseUrl, user, '/users/me/remaining-minutes')).body.remaining_seconds as number;
    const checkout = await startCheckout(user);
    const ids = {
      customer: `cus_${checkout.checkout_session_id}`,
      subscription: `sub_${checkout.checkout_session_id}`,
    };
    const event = completed(checkout.checkout_session_id, ids);

    expect(await deliverWebhook(webhookUrl(), event, webhookSecret)).toEqual({ status: 200, body: { received: true } });
    const subscription = await subscriptionOf(user);
    expect(subscription).toMatchObject({ status: 'active', mode: 'stripe', plan: { id: 'monthly' } });
    const after = (await api(baseUrl, user, '/users/me/remaining-minutes')).body.remaining_seconds as number;
    expect(after - before).toBe(360 * 60);

    const stamp = await pool.query('select updated_at from subscriptions where stripe_subscription_id = $1', [
      ids.subscription,
    ]);
    expect((await deliverWebhook(webhookUrl(), event, webhookSecret)).status).toBe(200);
    expect((await api(baseUrl, user, '/users/me/remaining-minutes')).body.remaining_seconds).toBe(after);
    const again = await pool.query('select updated_at from subscriptions where stripe_subscription_id = $1', [
      ids.subscription,
    ]);
    expect(again.rows).toEqual(stamp.rows);

    // Stripe reports a cancellation at the period's end, then the portal opens for the customer.
    const cancelled = stripeEvent('customer.subscription.updated', {
      id: ids.subscription,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: true,
      items: { data: [{ current_period_start: 1_900_000_000, current_period_end: 1_902_592_000 }] },
      metadata: { plan_id: 'monthly' },
    });
    expect((await deliverWebhook(webhookUrl(), cancelled, webhookSecret)).status).toBe(200);
    expect(await subscriptionOf(user)).toMatchObject({
      cancel_at_period_end: true,
      renews_at: new Date(1_902_592_000 * 1000).toISOString(),
    });
    const portal = await api(baseUrl, user, '/checkout/billing-portal', { method: 'POST', body: {} });
    expect(portal).toEqual({ status: 200, body: { url: `${stripe.url}/portal/${ids.customer}` } });

    const ended = stripeEvent('customer.subscription.deleted', { id: ids.subscription, status: 'canceled' });
    expect((await deliverWebhook(webhookUrl(), ended, webhookSecret)).status).toBe(200);
    expect((await subscriptionOf(user)).status).toBe('canceled');
    expect((await api(baseUrl, user, '/users/me/remaining-minutes')).body.remaining_seconds).toBe(before);
  });

  it('an event for a checkout Doro never opened credits nobody; the local test pages are off', async () => {
    const event = completed('cs_test_unknown');
    expect((await deliverWebhook(webhookUrl(), event, webhookSecret)).status).toBe(200);
    const stored = await pool.query('select 1 from subscriptions where stripe_subscription_id = $1', ['sub_test_1']);
    expect(stored.rows).toHaveLength(0);

    const user = await chatUser(baseUrl, emulatorHost);
    const page = await api(baseUrl, user, `/checkout/test-sessions/${crypto.randomUUID()}`);
    expect(page.status).toBe(404);
    expect(
      (await api(baseUrl, user, '/checkout/test-portal', { method: 'POST', body: { action: 'cancel' } })).status,
    ).toBe(404);
    const plans = (await (await fetch(`${baseUrl}/api/plans`)).json()) as { mode: string };
    expect(plans.mode).toBe('stripe');
  });

  it('deleting an account cancels its Stripe subscription', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const checkout = await startCheckout(user, 'yearly');
    const ids = {
      customer: `cus_${checkout.checkout_session_id}`,
      subscription: `sub_${checkout.checkout_session_id}`,
    };
    await deliverWebhook(webhookUrl(), completed(checkout.checkout_session_id, ids), webhookSecret);
    const deleted = await api(baseUrl, user, '/users/me/delete-account', { method: 'POST', body: { confirm: true } });
    expect(deleted.status).toBe(204);
    const cancel = stripe.requests.find((recorded) => recorded.path === `/v1/subscriptions/${ids.subscription}`);
    expect(cancel?.method).toBe('DELETE');
  });
});
