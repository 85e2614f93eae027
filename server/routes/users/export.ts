import { contract } from '../../../src/contract/contract';
import { byOwner, recordAccess } from '../../audit/audit-log';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { feedbackItemBody } from '../sessions/reply-feedback-body';
import { s } from '../ts-rest';

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
    const { store } = deps.chat;
    const { exports, feedback: feedbackStore, sessionShares } = storesFor(deps);

    const sessions = [];
    for (const session of await exports.sessionsOf(user.id)) {
      const feedback = await feedbackStore.sessionFeedbackOf(session.id);
      const shares = await sessionShares.listOf(session.id);
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
        feedback: feedback ?? null,
        // What the person said of Doro's replies, each by its seq in the transcript above.
        replyFeedback: (await feedbackStore.replyFeedbackOf(session.id)).map(feedbackItemBody),
        shareLinks: shares,
      });
    }

    const tables: Record<string, Array<Record<string, unknown>>> = {};
    for (const table of await exports.tablesWithUserId()) {
      if (coveredBySessions.has(table)) continue;
      if (table === 'memories') {
        // What Doro remembers is encrypted at rest: the person gets it in words.
        tables[table] = (await deps.chat.memory.stored(user.id, 10_000)).map((item) => ({ ...item }));
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
      tables[table] = (await exports.rowsOf(table, user.id)).map(readable);
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
