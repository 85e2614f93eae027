import { contract } from '../../../src/contract/contract';
import { recordAccess } from '../../audit/audit-log';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { shareTokenHash } from '../sessions/share-token';
import { s } from '../ts-rest';

const notFound = {
  status: 404 as const,
  body: { message: 'This link does not open anything: it may have expired or been revoked.' },
};

/**
 * The public read of a share link: the summary and the date, nothing of the transcript. The token is looked up by
 * its hash only; a revoked or expired link, or one whose session is gone or has no summary, is the same 404.
 */
export const get = (deps: RouteDeps) =>
  s.route(contract.sharedSessions.get, async ({ params, reply, request }) => {
    // Revoking must take effect at once: no browser or proxy may keep a copy.
    void reply.header('Cache-Control', 'no-store');
    const shared = await storesFor(deps).sessionShares.sharedSession(shareTokenHash(params.token), new Date());
    if (!shared) return notFound;
    const { session, shareId, shareExpiresAt } = shared;
    const summary = deps.chat.store.decryptSummary(session);
    if (summary === null) return notFound;
    await recordAccess(deps, request.log, {
      actor: { shareLinkId: shareId },
      subjectAccountId: session.userId,
      action: 'read',
      resourceType: 'shared-session',
      resourceId: session.id,
    });
    return {
      status: 200,
      body: { summary, startedAt: session.startedAt.toISOString(), expiresAt: shareExpiresAt.toISOString() },
    };
  });
