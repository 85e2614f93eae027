/**
 * Plans and the local test-mode checkout (no STRIPE_SECRET_KEY): buying a tier goes through the same fulfilment
 * path as a Stripe payment, credits the tier's minutes and sessions once, and the local portal cancels, resumes and
 * changes the plan.
 */
import { Pool } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { api, chatUser } from './chat-client';
import type { TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => database.end());

async function remaining(user: TestUser) {
  const minutes = await api(baseUrl, user, '/users/me/remaining-minutes');
  const sessions = await api(baseUrl, user, '/users/me/remaining-sessions');
  return { seconds: minutes.body.remaining_seconds as number, sessions: sessions.body.remaining_sessions as number };
}

async function plans() {
  const response = await fetch(new URL('/api/plans', baseUrl));
  return (await response.json()) as {
    mode: string;
    plans: Array<{ id: string; minutes_per_month: number; sessions_per_month: number; price: { currency: string } }>;
  };
}

async function buy(user: TestUser, tier: string) {
  const started = await api(baseUrl, user, `/checkout/create-session/${tier}`, { method: 'POST', body: {} });
  expect(started.status).toBe(201);
  return started.body as { url: string; checkout_session_id: string; mode: string };
}

describe('plans', () => {
  it('lists the free trial and the paid tiers in CAD to anyone, and says payments run in test mode', async () => {
    const list = await plans();
    expect(list.mode).toBe('test');
    expect(list.plans.map((plan) => plan.id)).toEqual(['free-trial', 'monthly', 'yearly']);
    for (const plan of list.plans) {
      expect(plan.price.currency).toBe('CAD');
      expect(plan.minutes_per_month).toBeGreaterThan(0);
    }
  });
});

describe('test-mode checkout', () => {
  it('a new user buys a tier: the subscription is active, minutes grow by the tier, and a replay changes nothing', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const tier = (await plans()).plans.find((plan) => plan.id === 'monthly')!;
    expect((await api(baseUrl, user, '/users/me/subscription')).body).toEqual({ subscription: null });
    const before = await remaining(user);

    const checkout = await buy(user, 'monthly');
    expect(checkout.mode).toBe('test');
    expect(new URL(checkout.url).pathname).toBe(`/plans/test-checkout/${checkout.checkout_session_id}`);
    // Starting a checkout grants nothing.
    expect(await remaining(user)).toEqual(before);

    const page = await api(baseUrl, user, `/checkout/test-sessions/${checkout.checkout_session_id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ status: 'open', plan: { id: 'monthly' } });

    const completed = await api(baseUrl, user, `/checkout/test-sessions/${checkout.checkout_session_id}/complete`, {
      method: 'POST',
      body: {},
    });
    expect(completed.status).toBe(200);
    expect(completed.body.subscription).toMatchObject({
      status: 'active',
      mode: 'test',
      cancel_at_period_end: false,
      plan: { id: 'monthly', interval: 'month', price: { currency: 'CAD' } },
    });
    const renewsInDays = (Date.parse(completed.body.subscription.renews_at) - Date.now()) / 86_400_000;
    expect(renewsInDays).toBeGreaterThan(27);
    expect(renewsInDays).toBeLessThan(32);

    const after = await remaining(user);
    expect(after.seconds - before.seconds).toBe(tier.minutes_per_month * 60);
    expect(after.sessions - before.sessions).toBe(tier.sessions_per_month);
    expect((await api(baseUrl, user, '/users/me/subscription')).body.subscription.status).toBe('active');

    // The same fulfilment again (a double click, a replayed event): nothing more is credited.
    const replay = await api(baseUrl, user, `/checkout/test-sessions/${checkout.checkout_session_id}/complete`, {
      method: 'POST',
      body: {},
    });
    expect(replay.status).toBe(200);
    expect(await remaining(user)).toEqual(after);
    const events = await database.query('select 1 from billing_events where event_id = $1', [
      `test-checkout:${checkout.checkout_session_id}`,
    ]);
    expect(events.rows).toHaveLength(1);
    expect((await api(baseUrl, user, `/checkout/test-sessions/${checkout.checkout_session_id}`)).body.status).toBe(
      'complete',
    );
  });

  it('refuses a second purchase, unknown tiers and the free trial; nobody else can see or complete a checkout', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const stranger = await chatUser(baseUrl, emulatorHost);
    const checkout = await buy(user, 'yearly');

    const peek = await api(baseUrl, stranger, `/checkout/test-sessions/${checkout.checkout_session_id}`);
    expect(peek.status).toBe(404);
    const steal = await api(baseUrl, stranger, `/checkout/test-sessions/${checkout.checkout_session_id}/complete`, {
      method: 'POST',
      body: {},
    });
    expect(steal.status).toBe(404);
    expect((await api(baseUrl, stranger, '/users/me/subscription')).body.subscription).toBeNull();

    await api(baseUrl, user, `/checkout/test-sessions/${checkout.checkout_session_id}/complete`, {
      method: 'POST',
      body: {},
    });
    const again = await api(baseUrl, user, '/checkout/create-session/yearly', { method: 'POST', body: {} });
    expect(again).toEqual({ status: 409, body: { message: 'You already have the Yearly plan.' } });

    const unknown = await api(baseUrl, user, '/checkout/create-session/weekly', { method: 'POST', body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/no plan "weekly"/);
    expect(
      (await api(baseUrl, stranger, '/checkout/create-session/free-trial', { method: 'POST', body: {} })).status,
    ).toBe(404);
    const badPath = await api(baseUrl, user, '/checkout/create-session/monthly', {
      method: 'POST',
      body: { return_path: 'https://evil.example' },
    });
    expect(badPath.status).toBe(400);

    const anonymous = await fetch(new URL('/api/checkout/create-session/monthly', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });

  it('the local billing portal cancels at the period end, resumes, and changes the plan', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    expect((await api(baseUrl, user, '/checkout/billing-portal', { method: 'POST', body: {} })).status).toBe(404);
    const checkout = await buy(user, 'monthly');
    await api(baseUrl, user, `/checkout/test-sessions/${checkout.checkout_session_id}/complete`, {
      method: 'POST',
      body: {},
    });

    const portal = await api(baseUrl, user, '/checkout/billing-portal', { method: 'POST', body: {} });
    expect(portal.status).toBe(200);
    expect(new URL(portal.body.url).pathname).toBe('/plans/test-portal');

    const act = (body: Record<string, unknown>) =>
      api(baseUrl, user, '/checkout/test-portal', { method: 'POST', body });
    const cancelled = await act({ action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await act({ action: 'cancel' })).status).toBe(409);

    const resumed = await act({ action: 'resume' });
    expect(resumed.body.subscription.cancel_at_period_end).toBe(false);
    expect((await act({ action: 'resume' })).status).toBe(409);

    expect((await act({ action: 'change' })).status).toBe(400);
    expect((await act({ action: 'change', tier: 'monthly' })).status).toBe(409);
    const changed = await act({ action: 'change', tier: 'yearly' });
    expect(changed.body.subscription.plan).toMatchObject({ id: 'yearly', interval: 'year' });
    expect((await api(baseUrl, user, '/users/me/subscription')).body.subscription.plan.id).toBe('yearly');
  });

  it('the Stripe webhook is off in test mode', async () => {
    const response = await fetch(new URL('/api/checkout/webhook', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: {} } }),
    });
    expect(response.status).toBe(404);
  });
});
