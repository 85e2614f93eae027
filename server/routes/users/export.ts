import { sql, type Kysely } from 'kysely';
import { contract } from '../../../src/contract/contract';
import { byOwner, recordAccess } from '../../audit/audit-log';
import type { Database } from '../../db/schema';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { replyFeedbackBody, replyFeedbackRows } from '../sessions/reply-feedback-body';
import { s } from '../ts-rest';

/**
 * Every table in the database with a user_id column, found at run time: tables later issues add (questionnaire
 * results, memory, ...) are in the data export without anyone remembering to list them here.
 */
async function tablesWithUserId(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ tableName: string }>`
    select c.table_name as table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`.execute(db);
  return rows.map((row) => row.tableName);
}

// Read and decrypted in `sessions`: listing their ciphertext again would only confuse.
const coveredBySessions = new Set(['chat_sessions']);

/** Binary columns hold ciphertext or hashes: unreadable to the person, so they are named, not dumped. */
function readable(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      Buffer.isBuffer(value) ? '[binary value: encrypted or hashed]' : value,
    ]),
  );
}

/**
 * Everything the server holds about the caller, as one JSON file: the profile, every session with its summary,
 * transcript, feedback and feedback on each reply decrypted, and every row of every other table with a user_id column.
 */
export const exportData = (deps: RouteDeps) =>
  s.route(contract.users.exportData, async ({ request, reply }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const { user } = caller;
    await recordAccess(deps, request.log, byOwner(user.id, 'export', 'data-export'));
    const { store, cipher } = deps.chat;

    const sessionRows = await deps.db
      .selectFrom('chatSessions')
      .selectAll()
      .where('userId', '=', user.id)
      .orderBy('startedAt')
      .execute();
    const sessions = [];
    for (const session of sessionRows) {
      const feedback = await deps.db
        .selectFrom('sessionFeedback')
        .selectAll()
        .where('sessionId', '=', session.id)
        .executeTakeFirst();
      const shares = await deps.db
        .selectFrom('sessionShares')
        .select(['id', 'createdAt', 'expiresAt', 'revokedAt'])
        .where('sessionId', '=', session.id)
        .execute();
      const { summaryCiphertext: _summary, ...columns } = session;
      sessions.push({
        ...columns,
        summary: store.decryptSummary(session),
        transcript: (await store.turns(session.id)).map((turn) => ({
          seq: turn.seq,
          role: turn.role,
          text: turn.text,
          createdAt: turn.createdAt,
          crisis: turn.crisis,
        })),
        feedback: feedback
          ? {
              rating: feedback.rating,
              comment: feedback.commentCiphertext ? cipher.decrypt(feedback.commentCiphertext, session.id) : null,
              createdAt: feedback.createdAt,
              updatedAt: feedback.updatedAt,
            }
          : null,
        // What the person said of Doro's replies, each by its seq in the transcript above.
        replyFeedback: (await replyFeedbackRows(deps.db, session.id)).map((row) => replyFeedbackBody(row, cipher)),
        shareLinks: shares,
      });
    }

    const tables: Record<string, Array<Record<string, unknown>>> = {};
    for (const table of await tablesWithUserId(deps.db)) {
      if (coveredBySessions.has(table)) continue;
      if (table === 'memories') {
        // What Doro remembers is encrypted at rest: the person gets it in words.
        tables[table] = (await deps.chat.memory.list(user.id, 10_000)).map((item) => ({ ...item }));
        continue;
      }
      if (table === 'ptest_responses') {
        // Questionnaire results, encrypted at rest: answers, score and what it meant, as they were given.
        tables[table] = (await deps.questionnaires.responsesOf(user.id)).map((row) => ({ ...row }));
        continue;
      }
      if (table === 'support_messages') {
        // What they wrote to support, encrypted at rest: in their own words.
        tables[table] = (await deps.support.messagesOf(user.id)).map((message) => ({ ...message }));
        continue;
      }
      if (table === 'safety_plans') {
        // Their safety plan, encrypted at rest: in their own words, section by section.
        const plan = await deps.safetyPlans.read(user.id);
        tables[table] = plan ? [{ ...plan.sections, createdAt: plan.createdAt, updatedAt: plan.updatedAt }] : [];
        continue;
      }
      const { rows } = await sql<Record<string, unknown>>`
        select * from ${sql.table(table)} where user_id = ${user.id}`.execute(deps.db);
      tables[table] = rows.map(readable);
    }

    const exportedAt = new Date();
    reply.header(
      'content-disposition',
      `attachment; filename="doro-data-${exportedAt.toISOString().slice(0, 10)}.json"`,
    );
    return {
      status: 200,
      body: {
        format: 'doro-export-1' as const,
        exportedAt: exportedAt.toISOString(),
        user: readable({ ...user }),
        sessions,
        tables,
      },
    };
  });
