import type { onRequestAsyncHookHandler } from 'fastify';
import { contract } from '../../../src/contract/contract';
import { recordAccess } from '../../audit/audit-log';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { shareTokenHash } from '../sessions/share-token';
import { s } from '../ts-rest';

const notFound = {
  status: 404 as const,
  body: {
    message: 'This progress link does not exist, has expired or was revoked.',
  },
};

/** Where a progress link opens for a person: the page that reads this route's JSON (issue 18). */
export const sharedProgressPagePath = (token: string) => `/shared-progress/${encodeURIComponent(token)}`;

/**
 * A browser opening the JSON's address itself (a link handed out before the page existed) asks for HTML: it is sent
 * on to the page, never shown the JSON. The page's own fetch, and any other client, gets the JSON.
 */
const sendBrowsersToThePage: onRequestAsyncHookHandler = async (request, reply) => {
  if (!(request.headers.accept ?? '').includes('text/html')) return;
  const { token } = request.params as { token: string };
  await reply.header('Cache-Control', 'no-store').redirect(sharedProgressPagePath(token), 303);
};

export const sharedProgress = (deps: RouteDeps) => ({
  hooks: { onRequest: sendBrowsersToThePage },
  handler: sharedProgressJson(deps),
});

/** The progress summary behind a link: only the parts the user chose, never a transcript. */
const sharedProgressJson = (deps: RouteDeps) =>
  s.route(contract.users.sharedProgress, async ({ params, request }) => {
    const { progressShares, exports } = storesFor(deps);
    const link = await progressShares.findLive(shareTokenHash(params.token), new Date());
    if (!link) return notFound;
    await recordAccess(deps, request.log, {
      actor: { shareLinkId: link.id },
      subjectAccountId: link.userId,
      action: 'read',
      resourceType: 'progress-share',
      resourceId: link.id,
    });

    let questionnaires = null;
    if (link.include.includes('questionnaires')) {
      // Through the store, which decrypts each result (server/questionnaires/store.ts).
      const rows = await deps.questionnaires.responsesOf(link.userId);
      questionnaires = rows.map((row) => ({
        testId: row.testId,
        totalScore: row.totalScore,
        severity: row.severity,
        completedAt: row.createdAt.toISOString(),
      }));
    }

    let sessions = null;
    if (link.include.includes('sessions')) {
      const rows = await exports.sessionsOf(link.userId);
      sessions = rows.map((row) => ({
        startedAt: row.startedAt.toISOString(),
        minutes: Math.round(row.activeSeconds / 60),
        summary: deps.chat.store.decryptSummary(row),
      }));
    }
    return {
      status: 200,
      body: {
        createdAt: link.createdAt.toISOString(),
        expiresAt: link.expiresAt.toISOString(),
        questionnaires,
        sessions,
      },
    };
  });
