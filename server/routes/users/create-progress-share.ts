import { contract } from '../../../src/contract/contract';
import { publicLink } from '../../http/public-url';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { newShareToken } from '../sessions/share-token';
import { s } from '../ts-rest';
import { progressShareBody } from './progress-share-body';
import { sharedProgressPagePath } from './shared-progress-share';

// Enough for a few clinicians; more live links is someone scripting us.
const maxLiveLinks = 10;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * A revocable, expiring read-only link to the progress summary the user chose (questionnaire results, sessions).
 * The link opens the page /shared-progress/<token>, which reads GET /api/shared-progress/<token>; only the token's
 * hash is stored.
 */
export const createProgressShare = (deps: RouteDeps) =>
  s.route(contract.users.createProgressShare, async ({ request, body }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const { progressShares } = storesFor(deps);
    const now = new Date();
    if ((await progressShares.liveCount(caller.user.id, now)) >= maxLiveLinks) {
      return {
        status: 429,
        body: {
          message: 'You already have many live progress links. Revoke some first.',
        },
      };
    }
    const { token, hash } = newShareToken();
    const row = await progressShares.create({
      userId: caller.user.id,
      tokenHash: hash,
      include: [...new Set(body.include)],
      expiresAt: new Date(now.getTime() + body.expiresInDays * dayMs),
    });
    return {
      status: 201,
      body: progressShareBody(row, publicLink(deps.config, request, sharedProgressPagePath(token))),
    };
  });
