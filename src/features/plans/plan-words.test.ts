import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../contract/checkout';
import { allowanceText, planPriceText, priceText, subscriptionStatusText } from './plan-words';

const subscription = (changes: Partial<Subscription>): Subscription => ({
  plan: { id: 'monthly', name: 'Monthly', price: { amountCents: 1499, currency: 'CAD' }, interval: 'month' },
  status: 'active',
  renewsAt: '2026-03-15T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  priceChange: null,
  mode: 'test',
  ...changes,
});

describe('plan words', () => {
  it('shows prices in Canadian dollars from integer cents', () => {
    expect(priceText({ amountCents: 1499, currency: 'CAD' })).toBe('$14.99 CAD');
    expect(planPriceText({ price: { amountCents: 14990, currency: 'CAD' }, interval: 'year' })).toBe(
      '$149.90 CAD per year',
    );
    expect(planPriceText({ price: { amountCents: 0, currency: 'CAD' }, interval: 'month' })).toBe('Free');
  });

  it('says whether a subscription renews or ends', () => {
    expect(subscriptionStatusText(subscription({}))).toBe('Active, renews on March 15, 2026');
    expect(subscriptionStatusText(subscription({ cancelAtPeriodEnd: true }))).toBe(
      'Active until March 15, 2026, then ends',
    );
    expect(subscriptionStatusText(subscription({ status: 'canceled', renewsAt: null }))).toBe('Ended');
  });

  it('counts minutes and sessions in words', () => {
    expect(allowanceText(1, 1)).toBe('1 minute and 1 session');
    expect(allowanceText(120.5, 4)).toBe('120 minutes and 4 sessions');
  });
});
