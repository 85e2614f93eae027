import { sql } from 'kysely';
import { contract } from '../../../src/contract/contract';
import { billingDb } from '../../billing/schema';
import type { RouteDeps } from '../deps';
import { shareTokenHash } from '../sessions/share-token';
import { s } from '../ts-rest';

const notFound = {
  status: 404 as const,
  body: {
    message: 'This progress link does not exist, has expired or was revoked.',
  },
};

/** Whether F's questionnaire table exists in this database (it comes with migration 006). */
async function hasTable(deps: RouteDeps, name: string): Promise<boolean> {
  const { rows } = await sql<{
    found: boolean;
  }>`select to_regclass(${name}) is not null as found`.execute(deps.db);
  return rows[0]?.found === true;
}

/** The progress summary behind a link: only the parts the user chose, never a transcript. */
export const sharedProgress = (deps: RouteDeps) =>
  s.route(contract.users.sharedProgress, async ({ params }) => {
    const db = billingDb(deps.db);
    const link = await db
      .selectFrom('progressShares')
      .selectAll()
      .where('tokenHash', '=', shareTokenHash(params.token))
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .executeTakeFirst();
    if (!link) return notFound;

    let questionnaires = null;
    if (link.include.includes('questionnaires')) {
      questionnaires = [] as Array<{
        testId: string;
        totalScore: number;
        severity: string;
        completedAt: string;
      }>;
      if (await hasTable(deps, 'ptest_responses')) {
        const { rows } = await sql<{
          test_id: string;
          total_score: number;
          severity: string;
          created_at: Date;
        }>`
          select test_id, total_score, severity, created_at from ptest_responses
          where user_id = ${link.userId} order by created_at`.execute(deps.db);
        questionnaires = rows.map((row) => ({
          testId: row.test_id,
          totalScore: row.total_score,
          severity: row.severity,
          completedAt: row.created_at.toISOString(),
        }));
      }
    }

    let sessions = null;
    if (link.include.includes('sessions')) {
      const rows = await deps.db
        .selectFrom('chatSessions')
        .selectAll()
        .where('userId', '=', link.userId)
        .orderBy('startedAt')
        .execute();
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
