/**
 * Everything the billing routes share, built once per app from its route deps: the widened database handle, the
 * payment settings and the plan list.
 */
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { loadBillingConfig, type BillingConfig } from './billing-config';
import { planCatalogue, type PlanDefinition } from './plans';
import { billingDb, type BillingDatabase, type PaymentMode } from './schema';

export interface Billing {
  db: Kysely<BillingDatabase>;
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
    billing = {
      db: billingDb(deps.db),
      config,
      plans: planCatalogue(deps.config.chat),
      mode: config.stripe ? 'stripe' : 'test',
    };
    built.set(deps, billing);
  }
  return billing;
}
