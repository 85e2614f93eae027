/** How plans, prices and dates read on the plans and profile pages. */
import type { Money, Plan, Subscription } from '../../contract/checkout';
import type { z } from 'zod';

type MoneyValue = z.infer<typeof Money>;

export function priceText(money: MoneyValue): string {
  const amount = new Intl.NumberFormat('en-CA', { style: 'currency', currency: money.currency }).format(
    money.amountCents / 100,
  );
  return `${amount} ${money.currency}`;
}

export function intervalText(interval: Plan['interval']): string {
  return interval === 'year' ? 'per year' : interval === 'month' ? 'per month' : 'once';
}

export function planPriceText(plan: Pick<Plan, 'price' | 'interval'>): string {
  return plan.price.amountCents === 0 ? 'Free' : `${priceText(plan.price)} ${intervalText(plan.interval)}`;
}

export function dateText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function allowanceText(minutes: number, sessions: number): string {
  const minuteWord = minutes === 1 ? 'minute' : 'minutes';
  const sessionWord = sessions === 1 ? 'session' : 'sessions';
  return `${Math.floor(minutes)} ${minuteWord} and ${sessions} ${sessionWord}`;
}

const statusWords: Record<Subscription['status'], string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Payment overdue',
  canceled: 'Ended',
  incomplete: 'Payment not finished',
};

/** One line on the subscription's state: active and renewing, ending on a date, or ended. */
export function subscriptionStatusText(subscription: Subscription): string {
  const status = statusWords[subscription.status];
  if (subscription.status === 'canceled' || !subscription.renewsAt) return status;
  const on = dateText(subscription.renewsAt);
  return subscription.cancelAtPeriodEnd ? `${status} until ${on}, then ends` : `${status}, renews on ${on}`;
}

export function priceChangeText(change: { newPrice: MoneyValue; effectiveAt: string }): string {
  return `The price changes to ${priceText(change.newPrice)} on ${dateText(change.effectiveAt)}.`;
}
