import type { AppRoute, ClientInferResponseBody } from '@ts-rest/core';
import type { contract } from '../contract/contract';
import { unwrap } from './api-errors';
import { sendWire } from './api-fetcher';

/**
 * GET on a public route without the API client: a page anyone opens first (/database, /plans) reads its data without
 * downloading the contract's schemas (zod, ts-rest) before it can show anything. The wire is the client's (camelCase
 * answers, X-Event-ID, failures as ApiError through `unwrap`); no ID token goes with it, so a signed-in visitor's
 * read never waits for the sign-in code. The client does not validate answers either: the types are the contract's.
 */
async function publicRead<R extends AppRoute>(path: string, signal?: AbortSignal) {
  return unwrap(
    sendWire({ path, method: 'GET', headers: {}, fetchOptions: { signal }, withoutIdToken: true }) as Promise<{
      status: number;
      body: ClientInferResponseBody<R, 200>;
    }>,
  );
}

export type PtestList = ClientInferResponseBody<typeof contract.ptests.list, 200>;
export type PlanList = ClientInferResponseBody<typeof contract.checkout.plans, 200>;

/** GET /api/ptests/: the questionnaires and their categories, in `lang`. */
export const readPtestList = (lang: string, signal?: AbortSignal) =>
  publicRead<typeof contract.ptests.list>(`/api/ptests/?lang=${lang}`, signal) as Promise<PtestList>;

/** GET /api/plans: the plans, their prices, and whether paying is real or test mode. */
export const readPlans = (signal?: AbortSignal) =>
  publicRead<typeof contract.checkout.plans>('/api/plans', signal) as Promise<PlanList>;
