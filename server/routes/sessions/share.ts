import { contract } from '../../../src/contract/contract';
import { SESSION_STATUS } from '../../../src/contract/sessions';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { publicLink } from '../../http/public-url';
import { s } from '../ts-rest';
import { callerProfile, sessionNotFound } from './caller-profile';
import { newShareToken } from './share-token';

// Enough for a few people; more live links on one session is someone scripting us.
const maxLiveLinks = 10;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * A read-only link to the session's summary, never its transcript: it expires (7 days by default) and DELETE on
 * the same path revokes it. A session still running or processing has no summary yet: 409.
 */
export const share = (deps: RouteDeps) =>
  s.route(contract.sessions.share, async ({ request, params, body }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const session = await deps.chat.store.sessionOf(caller.user.id, params.sessionId);
    if (!session) return sessionNotFound;
    if (session.status !== SESSION_STATUS.finished || !session.summaryCiphertext) {
      return { status: 409, body: { message: 'This session has no summary yet: end it first, then share it.' } };
    }
    const { sessionShares } = storesFor(deps);
    const now = new Date();
    if ((await sessionShares.liveCount(session.id, now)) >= maxLiveLinks) {
      return { status: 429, body: { message: 'This session already has many live links. Revoke some first.' } };
    }
    const { token, hash } = newShareToken();
    const row = await sessionShares.create({
      sessionId: session.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + body.expiresInDays * dayMs),
    });
    return {
      status: 201,
      body: {
        id: row.id,
        url: publicLink(deps.config, request, `/shared/${token}`),
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        revokedAt: null,
      },
    };
  });
