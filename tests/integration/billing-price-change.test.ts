/**
 * Price changes: never applied with less than 10 days' notice. The admin function and its
 * command line refuse a shorter notice, the database refuses it again, and an accepted change is announced on the
 * plan list and on the subscriptions of that plan.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { announcePriceChange, PriceChangeRefused } from '../../server/billing/price-change';
import { connectDatabase } from '../../server/db/database';
import { api, chatUser } from './chat-client';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const handle = connectDatabase(inject('databaseUrl'), () => {});
const db = handle.db;
afterAll(() => handle.close());

const dayMs = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * dayMs);
const changesOf = (planId: string) =>
  db.selectFrom('planPriceChanges').selectAll().where('planId', '=', planId).execute();

describe('price changes', () => {
  it('refuses less than 10 days of notice, a free plan and unknown plans; nothing is stored', async () => {
    const before = await changesOf('yearly');
    await expect(
      announcePriceChange(db, { planId: 'yearly', amountCents: 15990, effectiveAt: daysFromNow(9.9) }),
    ).rejects.toThrow(PriceChangeRefused);
    await expect(
      announcePriceChange(db, { planId: 'free-trial', amountCents: 100, effectiveAt: daysFromNow(30) }),
    ).rejects.toThrow(/no paid plan/);
    await expect(
      announcePriceChange(db, { planId: 'yearly', amountCents: -1, effectiveAt: daysFromNow(30) }),
    ).rejects.toThrow(/whole number of cents/);
    // Written straight into the table, a short notice is refused by the database itself.
    await expect(
      sql`insert into plan_price_changes (plan_id, amount_cents, currency, effective_at)
          values ('yearly', 1, 'CAD', now() + interval '3 days')`.execute(handle.db),
    ).rejects.toThrow(/check constraint/);
    expect(await changesOf('yearly')).toEqual(before);
  });

  it('the command line refuses a short notice with a clear message and a failing exit code', async () => {
    const run = promisify(execFile)(
      'npx',
      ['tsx', 'server/billing/price-change-cli.ts', 'yearly', '159.90', daysFromNow(5).toISOString()],
      {
        env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
      },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/Refused: .*at least 10 days' notice/),
    });
  });

  it("an accepted change shows on the plan list and on a subscriber's subscription, the price unchanged until then", async () => {
    const effectiveAt = daysFromNow(14);
    await announcePriceChange(db, { planId: 'monthly', amountCents: 1799, effectiveAt });

    const monthlyPlan = async () => {
      const list = (await (await fetch(new URL('/api/plans', baseUrl))).json()) as {
        plans: Array<{ id: string; price: { amount_cents: number }; price_change: unknown }>;
      };
      return list.plans.find((plan) => plan.id === 'monthly')!;
    };
    // A change made by another process reaches the server's cached plan list by the database's notification
    // (decision 029): within moments, not necessarily before this very request.
    await expect
      .poll(async () => (await monthlyPlan()).price_change, { timeout: 2_000, interval: 20 })
      .toEqual({ new_price: { amount_cents: 1799, currency: 'CAD' }, effective_at: effectiveAt.toISOString() });
    expect((await monthlyPlan()).price.amount_cents).toBe(1499);

    const user = await chatUser(baseUrl, emulatorHost);
    const checkout = await api(baseUrl, user, '/checkout/create-session/monthly', { method: 'POST', body: {} });
    await api(baseUrl, user, `/checkout/test-sessions/${checkout.body.checkout_session_id}/complete`, {
      method: 'POST',
      body: {},
    });
    const subscription = (await api(baseUrl, user, '/users/me/subscription')).body.subscription;
    expect(subscription.plan.price.amount_cents).toBe(1499);
    expect(subscription.price_change).toMatchObject({
      new_price: { amount_cents: 1799, currency: 'CAD' },
      effective_at: effectiveAt.toISOString(),
    });
  });
});
