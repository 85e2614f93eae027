/**
 * Generated requests to every contract route, sent with a valid token: whatever arrives, the server never answers
 * 5xx, and every 4xx is JSON `{ message }`. A 501 counts only where the contract declares it (a feature switched
 * off on this server) and it still has to carry a message. Reproduce a failure with the seed it prints:
 * DORO_FUZZ_SEED=<seed> npx vitest run --project integration tests/integration/abuse/fuzz.test.ts
 */
import * as fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chatUser } from '../chat-client';
import type { TestUser } from '../emulator-users';
import { contractRoutes, isClearError, send, type ContractRoute } from './contract-routes';
import { fuzzRequests, type FuzzRequest } from './fuzz-requests';
import { catalogueParams, makeOwner, type Owner } from './owner-data';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');

const seed = Number(process.env.DORO_FUZZ_SEED ?? 9_042_026);
const casesPerRoute = Number(process.env.DORO_FUZZ_CASES ?? 200);
// Small batches over keep-alive connections: fast, without queueing thousands of requests on a 2-core machine.
const batchSize = 24;

/** A stable seed per route, so adding a route does not change the cases of the others. */
function routeSeed(route: ContractRoute): number {
  let hash = seed | 0;
  for (const char of route.name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function acceptable(route: ContractRoute, status: number, clearError: boolean): boolean {
  if (status < 400) return true;
  if (status === 501) return 501 in route.route.responses && clearError;
  return status < 500 && clearError;
}

const clip = (text: string | undefined, length = 300) =>
  text === undefined || text.length <= length ? text : `${text.slice(0, length)}... (${text.length} chars)`;

let owner: Owner;
let caller: TestUser;
beforeAll(async () => {
  // The caller owns things too, so valid ids reach real rows and handlers do real work.
  owner = await makeOwner(baseUrl, emulatorHost);
  caller = owner.user;
});

describe.each(contractRoutes.map((route) => [`${route.method} ${route.route.path}`, route] as const))(
  'fuzzing %s',
  (_title, route) => {
    it(`${casesPerRoute} generated requests: never a 5xx, every error a JSON message`, async () => {
      // Deleting the account would sign the caller out for the routes after this one: a throwaway user takes it.
      const user = route.name === 'users.deleteAccount' ? await chatUser(baseUrl, emulatorHost) : caller;
      const valid = { ...catalogueParams, ...owner.ownedIds, token: owner.shareTokens.progressShare ?? 'x' };
      const requests = fc.sample(fuzzRequests(route, valid), { seed: routeSeed(route), numRuns: casesPerRoute });
      const failures: Array<{ case: number; request: FuzzRequest; status: number; answer: string | undefined }> = [];

      for (let start = 0; start < requests.length; start += batchSize) {
        const batch = requests.slice(start, start + batchSize);
        await Promise.all(
          batch.map(async (request, offset) => {
            const headers: Record<string, string> = { authorization: `Bearer ${user.idToken}` };
            if (request.contentType) headers['content-type'] = request.contentType;
            const answer = await send(baseUrl, route.method, request.path, { headers, body: request.body });
            if (!acceptable(route, answer.status, isClearError(answer))) {
              failures.push({
                case: start + offset,
                request: { ...request, body: clip(request.body) },
                status: answer.status,
                answer: clip(answer.text),
              });
            }
          }),
        );
      }

      expect(
        failures.slice(0, 5),
        `${failures.length} of ${requests.length} cases failed; seed ${seed} (DORO_FUZZ_SEED), route seed ${routeSeed(route)}`,
      ).toEqual([]);
    });
  },
);
