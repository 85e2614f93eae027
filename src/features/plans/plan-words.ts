/** How plans, prices and dates read on the plans and profile pages, in the interface's language. */
import type { Money, Plan, Subscription } from '../../contract/checkout';
import type { z } from 'zod';
import { fill, type Locale, useLocale, useMessages } from '../../lib/i18n/i18n';
import { formatDate, plural } from '../../lib/i18n/format';
import { plansMessages, type PlansWords } from './plans.messages';

type MoneyValue = z.infer<typeof Money>;

const statusKeys: Record<Subscription['status'], keyof PlansWords> = {
  trialing: 'statusTrialing',
  active: 'statusActive',
  past_due: 'statusPastDue',
  canceled: 'statusCanceled',
  incomplete: 'statusIncomplete',
};

/** Each plan's name and description by id, as the interface says them; an unknown plan keeps the server's. */
const planKeys: Record<string, { name: keyof PlansWords; description: keyof PlansWords }> = {
  'free-trial': { name: 'freeTrialName', description: 'freeTrialDescription' },
  monthly: { name: 'monthlyName', description: 'monthlyDescription' },
  yearly: { name: 'yearlyName', description: 'yearlyDescription' },
};

/** The words of plans in one locale: prices (9,99 $ in French), allowances by plural rules, dates, statuses. */
export function planWords(code: Locale, t: PlansWords) {
  const text = (key: keyof PlansWords) => t[key] as string;
  const priceText = (money: MoneyValue) =>
    fill(code, t.price, {
      // English in Canada: $14.99 (plain 'en' writes CA$14.99); French: 14,99 $.
      amount: new Intl.NumberFormat(code === 'en' ? 'en-CA' : code, {
        style: 'currency',
        currency: money.currency,
      }).format(money.amountCents / 100),
      currency: money.currency,
    });
  const intervalText = (interval: Plan['interval']) =>
    interval === 'year' ? t.perYear : interval === 'month' ? t.perMonth : t.once;
  const dateText = (iso: string) => formatDate(code, new Date(iso), { year: 'numeric', month: 'long', day: 'numeric' });
  const allowanceText = (minutes: number, sessions: number) =>
    fill(code, t.allowance, {
      minutes: plural(code, t.minutes, Math.floor(minutes)),
      sessions: plural(code, t.sessions, sessions),
    });
  return {
    priceText,
    dateText,
    allowanceText,
    planName: (plan: Pick<Plan, 'id' | 'name'>) => {
      const keys = planKeys[plan.id];
      return keys ? text(keys.name) : plan.name;
    },
    planDescription: (plan: Pick<Plan, 'id' | 'description'>) => {
      const keys = planKeys[plan.id];
      return keys ? text(keys.description) : plan.description;
    },
    planPriceText: (plan: Pick<Plan, 'price' | 'interval'>) =>
      plan.price.amountCents === 0
        ? t.free
        : fill(code, t.planPrice, { price: priceText(plan.price), interval: intervalText(plan.interval) }),
    /** One line on the subscription's state: active and renewing, ending on a date, or ended. */
    subscriptionStatusText: (subscription: Subscription) => {
      const status = text(statusKeys[subscription.status]);
      if (subscription.status === 'canceled' || !subscription.renewsAt) return status;
      const date = dateText(subscription.renewsAt);
      return fill(code, subscription.cancelAtPeriodEnd ? t.statusUntil : t.statusRenews, { status, date });
    },
    priceChangeText: (change: { newPrice: MoneyValue; effectiveAt: string }) =>
      fill(code, t.priceChange, { price: priceText(change.newPrice), date: dateText(change.effectiveAt) }),
  };
}

export type PlanWords = ReturnType<typeof planWords>;

/** The plans' messages and words in the current locale. */
export function usePlanWords(): { t: PlansWords; words: PlanWords } {
  const code = useLocale();
  const t = useMessages(plansMessages);
  return { t, words: planWords(code, t) };
}
