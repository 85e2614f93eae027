import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../contract/checkout';
import { frCA } from '../../lib/i18n/fr-CA';
import { messagesIn } from '../../lib/i18n/i18n';
import { planWords } from './plan-words';
import { plansMessages } from './plans.messages';

const subscription = (changes: Partial<Subscription>): Subscription => ({
  plan: { id: 'monthly', name: 'Monthly', price: { amountCents: 1499, currency: 'CAD' }, interval: 'month' },
  status: 'active',
  renewsAt: '2026-03-15T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  priceChange: null,
  mode: 'test',
  ...changes,
});

const en = planWords('en', messagesIn(plansMessages, 'en', null));
const fr = planWords('fr-CA', messagesIn(plansMessages, 'fr-CA', frCA));
/** Intl writes French amounts with a no-break space before the dollar sign and between thousands (`_` here). */
const nbsp = (text: string) => text.replaceAll('_', '\u00a0');

describe('plan words in English', () => {
  it('shows prices in Canadian dollars from integer cents', () => {
    expect(en.priceText({ amountCents: 1499, currency: 'CAD' })).toBe('$14.99 CAD');
    expect(en.planPriceText({ price: { amountCents: 14990, currency: 'CAD' }, interval: 'year' })).toBe(
      '$149.90 CAD per year',
    );
    expect(en.planPriceText({ price: { amountCents: 0, currency: 'CAD' }, interval: 'month' })).toBe('Free');
  });

  it('says whether a subscription renews or ends', () => {
    expect(en.subscriptionStatusText(subscription({}))).toBe('Active, renews on March 15, 2026');
    expect(en.subscriptionStatusText(subscription({ cancelAtPeriodEnd: true }))).toBe(
      'Active until March 15, 2026, then ends',
    );
    expect(en.subscriptionStatusText(subscription({ status: 'canceled', renewsAt: null }))).toBe('Ended');
  });

  it('counts minutes and sessions in words', () => {
    expect(en.allowanceText(1, 1)).toBe('1 minute and 1 session');
    expect(en.allowanceText(120.5, 4)).toBe('120 minutes and 4 sessions');
    expect(en.allowanceText(0, 0)).toBe('0 minutes and 0 sessions');
  });

  it('names the plans the server lists, and keeps the server’s name for one it does not know', () => {
    expect(en.planName({ id: 'yearly', name: 'Yearly' })).toBe('Yearly');
    expect(en.planName({ id: 'family', name: 'Family' })).toBe('Family');
  });
});

describe('plan words in Canadian French', () => {
  it('writes prices the French way, the dollar sign after the amount, per month or per year', () => {
    expect(fr.priceText({ amountCents: 999, currency: 'CAD' })).toBe(nbsp('9,99_$ CAD'));
    expect(fr.planPriceText({ price: { amountCents: 1499, currency: 'CAD' }, interval: 'month' })).toBe(
      nbsp('14,99_$ CAD par mois'),
    );
    expect(fr.planPriceText({ price: { amountCents: 149_990, currency: 'CAD' }, interval: 'year' })).toBe(
      nbsp('1_499,90_$ CAD par année'),
    );
    expect(fr.planPriceText({ price: { amountCents: 0, currency: 'CAD' }, interval: 'month' })).toBe('Gratuit');
  });

  it('says whether a subscription renews or ends, with French dates', () => {
    expect(fr.subscriptionStatusText(subscription({}))).toBe('Actif, se renouvelle le 15 mars 2026');
    expect(fr.subscriptionStatusText(subscription({ cancelAtPeriodEnd: true }))).toBe(
      'Actif jusqu’au 15 mars 2026, puis se termine',
    );
    expect(fr.subscriptionStatusText(subscription({ status: 'past_due' }))).toBe(
      'Paiement en retard, se renouvelle le 15 mars 2026',
    );
    expect(
      fr.priceChangeText({ newPrice: { amountCents: 1999, currency: 'CAD' }, effectiveAt: '2026-04-15T12:00:00Z' }),
    ).toBe(nbsp('Le prix passe à 19,99_$ CAD le 15 avril 2026.'));
  });

  it('counts minutes and sessions by French plural rules: 0 and 1 take the singular', () => {
    expect(fr.allowanceText(0, 0)).toBe('0 minute et 0 séance');
    expect(fr.allowanceText(1, 1)).toBe('1 minute et 1 séance');
    expect(fr.allowanceText(360.9, 12)).toBe('360 minutes et 12 séances');
    expect(fr.allowanceText(1200, 2)).toBe(nbsp('1_200 minutes et 2 séances'));
  });

  it('names and describes each plan in French', () => {
    expect(fr.planName({ id: 'free-trial', name: 'Free trial' })).toBe('Essai gratuit');
    expect(fr.planName({ id: 'monthly', name: 'Monthly' })).toBe('Mensuel');
    expect(fr.planDescription({ id: 'yearly', description: 'x' })).toBe(
      'L’allocation mensuelle toute l’année, pour le prix de dix mois.',
    );
  });
});
