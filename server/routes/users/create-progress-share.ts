import { contract } from '../../../src/contract/contract';
import { billingDb } from '../../billing/schema';
import { publicLink } from '../../http/public-url';
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
    const db = billingDb(deps.db);
    const now = new Date();
    const live = await db
      .selectFrom('progressShares')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('userId', '=', caller.user.id)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirstOrThrow();
    if (Number(live.count) >= maxLiveLinks) {
      return {
        status: 429,
        body: {
          message: 'You already have many live progress links. Revoke some first.',
        },
      };
    }
    const { token, hash } = newShareToken();
    const row = await db
      .insertInto('progressShares')
      .values({
        userId: caller.user.id,
        tokenHash: hash,
        include: [...new Set(body.include)],
        expiresAt: new Date(now.getTime() + body.expiresInDays * dayMs),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      status: 201,
      body: progressShareBody(row, publicLink(deps.config, request, sharedProgressPagePath(token))),
    };
  });
