/**
 * Doro's plans: the one place that says what each costs and what it gives (issue 7). Prices are in Canadian
 * cents. A paid plan adds its minutes and sessions to every calendar month (UTC) it is active in, on top of the
 * free allowance every account has (server/config.ts, DORO_FREE_MINUTES_PER_MONTH / _SESSIONS_).
 */
import type { ChatConfig } from '../config';

export type PlanInterval = 'month' | 'year' | 'once';

export interface PlanDefinition {
  id: string;
  name: string;
  description: string;
  amountCents: number;
  currency: 'CAD';
  interval: PlanInterval;
  secondsPerMonth: number;
  sessionsPerMonth: number;
  /** The free trial is every account's starting point; it cannot be bought. */
  purchasable: boolean;
}

export const FREE_TRIAL_PLAN_ID = 'free-trial';

const minutes = (count: number) => count * 60;

const paidPlans: readonly PlanDefinition[] = [
  {
    id: 'monthly',
    name: 'Monthly',
    description: 'For regular check-ins: about three 30-minute sessions a week.',
    amountCents: 1499,
    currency: 'CAD',
    interval: 'month',
    secondsPerMonth: minutes(360),
    sessionsPerMonth: 12,
    purchasable: true,
  },
  {
    id: 'yearly',
    name: 'Yearly',
    description: 'The monthly allowance all year round, for the price of ten months.',
    amountCents: 14990,
    currency: 'CAD',
    interval: 'year',
    secondsPerMonth: minutes(360),
    sessionsPerMonth: 12,
    purchasable: true,
  },
];

/** Every plan, the free trial first; its amounts are the configured free allowance. */
export function planCatalogue(
  chat: Pick<ChatConfig, 'freeSecondsPerMonth' | 'freeSessionsPerMonth'>,
): PlanDefinition[] {
  return [
    {
      id: FREE_TRIAL_PLAN_ID,
      name: 'Free trial',
      description: 'Every account starts here: try Doro each month at no cost.',
      amountCents: 0,
      currency: 'CAD',
      interval: 'month',
      secondsPerMonth: chat.freeSecondsPerMonth,
      sessionsPerMonth: chat.freeSessionsPerMonth,
      purchasable: false,
    },
    ...paidPlans,
  ];
}

/** A plan that can be bought, by id; undefined for the free trial and unknown ids. */
export function purchasablePlan(planId: string): PlanDefinition | undefined {
  return paidPlans.find((plan) => plan.id === planId);
}

/** The length of one billing period from `start`, in the plan's interval. */
export function periodEnd(plan: Pick<PlanDefinition, 'interval'>, start: Date): Date {
  const end = new Date(start);
  if (plan.interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
