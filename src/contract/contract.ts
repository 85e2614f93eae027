import { c } from './common';
import { health } from './health';
import { clientConfig } from './client-config';
import { users } from './users';
import { auth } from './auth';
import { checkout } from './checkout';
import { ptests } from './ptests';
import { sessions } from './sessions';
import { sharedSessions } from './shared-sessions';
import { promoCode } from './promo-code';
import { support } from './support';
import { challenge } from './challenge';
import { memory } from './memory';
import { safetyPlan } from './safety-plan';
import { law } from './law';

// Every endpoint of the API, served under /api. Statuses are strict: a route answers only what it declares.
// TypeScript sees camelCase; the wire is snake_case (src/contract/case.ts converts both ways).
export const contract = c.router(
  {
    health,
    clientConfig,
    users,
    auth,
    checkout,
    ptests,
    sessions,
    sharedSessions,
    promoCode,
    support,
    challenge,
    memory,
    safetyPlan,
    law,
  },
  { pathPrefix: '/api', strictStatusCodes: true },
);

export type Contract = typeof contract;
