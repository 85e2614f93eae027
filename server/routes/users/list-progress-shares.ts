import { contract } from '../../../src/contract/contract';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';
import { progressShareBody, redactedUrl } from './progress-share-body';

/** The user's progress links, newest first, revoked and expired ones included so the user sees their history. */
export const listProgressShares = (deps: RouteDeps) =>
  s.route(contract.users.listProgressShares, async ({ request }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const rows = await storesFor(deps).progressShares.listOf(caller.user.id);
    return {
      status: 200,
      body: {
        links: rows.map((row) => progressShareBody(row, redactedUrl(deps.config, request))),
      },
    };
  });
