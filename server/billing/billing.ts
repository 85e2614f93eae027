/**
 * Everything the billing routes share, built once per app from its route deps: the billing store (its tables'
 * reads and writes), the payment settings and the plan list.
 */
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { loadBillingConfig, type BillingConfig } from './billing-config';
import { planCatalogue, type PlanDefinition } from './plans';
import { createBillingStore, type BillingStore } from './billing-store';
import type { PaymentMode } from '../db/schema';

export interface Billing {
  store: BillingStore;
  config: BillingConfig;
  plans: PlanDefinition[];
  mode: PaymentMode;
}

const built = new WeakMap<object, Billing>();

export function billingFor(deps: { db: Kysely<Database>; config: ServerConfig }): Billing {
  let billing = built.get(deps);
  if (!billing) {
    const config = loadBillingConfig(process.env, {
      isProduction: deps.config.isProduction,
      firebaseProjectId: deps.config.firebase.projectId,
    });
    const plans = planCatalogue(deps.config.chat);
    billing = {
      store: createBillingStore(deps.db, plans),
      config,
      plans,
      mode: config.stripe ? 'stripe' : 'test',
    };
    built.set(deps, billing);
  }
  return billing;
}
