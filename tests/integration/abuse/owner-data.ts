/**
 * An owner with one of everything a person can own (a finished session with feedback, feedback on Doro's reply and a
 * share link, a memory, a progress link, a test-mode checkout, a questionnaire response, a safety plan), and a
 * snapshot of everything that owner can read: the abuse tests compare it before and after a stranger (or a bad
 * request) had a go.
 */
import { randomUUID } from 'node:crypto';
import { api, finishedSession, rememberingUser } from '../chat-client';
import type { TestUser } from '../emulator-users';
import { contractRoutes, pathOf, send } from './contract-routes';

export interface Owner {
  user: TestUser;
  /** Values for the path parameters that name something the owner owns, by parameter name. */
  ownedIds: Record<string, string>;
  /** The capability tokens of the owner's share links, by path parameter name of the public route reading them. */
  shareTokens: Record<string, string>;
  /** Strings that only the owner's data holds: none may appear in an answer to anyone else. */
  secrets: string[];
}

/** Path parameters that name a public catalogue entry, not something a user owns: one valid value each. */
export const catalogueParams: Record<string, string> = { id: 'gad-7', tier: 'monthly' };

function expectStatus(what: string, answer: { status: number; body: unknown }, status: number) {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The capability token at the end of a share link's URL. */
const tokenOf = (url: unknown) => String(url).split('/').pop() ?? '';

export async function makeOwner(baseUrl: string, emulatorHost: string): Promise<Owner> {
  const user = await rememberingUser(baseUrl, emulatorHost);
  const secretText = `My private worry ${randomUUID()}`;
  const feedbackComment = `Private feedback ${randomUUID()}`;
  const sessionId = await finishedSession(baseUrl, user, secretText);

  const feedback = await api(baseUrl, user, `/sessions/${sessionId}/feedback`, {
    method: 'POST',
    body: { rating: 4, comment: feedbackComment },
  });
  expectStatus('feedback', feedback, 200);
  // Doro's reply follows the person's one message: the second message of the session.
  const replySeq = 2;
  const replyComment = `Private word on a reply ${randomUUID()}`;
  const replyFeedback = await api(baseUrl, user, `/sessions/${sessionId}/replies/${replySeq}/feedback`, {
    method: 'PUT',
    body: { helpful: true, comment: replyComment },
  });
  expectStatus('reply feedback', replyFeedback, 200);
  const sessionShare = await api(baseUrl, user, `/sessions/${sessionId}/share`, { method: 'POST', body: {} });
  expectStatus('session share', sessionShare, 201);
  const progressShare = await api(baseUrl, user, '/users/me/share-progress', {
    method: 'POST',
    body: { include: ['questionnaires', 'sessions'] },
  });
  expectStatus('progress share', progressShare, 201);
  const memory = await api(baseUrl, user, '/users/me/memory');
  const memoryItem = memory.body.items?.[0] as { id: string; summary: string } | undefined;
  if (!memoryItem) throw new Error(`memory: ${JSON.stringify(memory.body)}`);
  const checkout = await api(baseUrl, user, '/checkout/create-session/monthly', { method: 'POST', body: {} });
  expectStatus('checkout', checkout, 201);
  const questions = await api(baseUrl, user, '/ptests/gad-7/questions');
  const answers = (questions.body.questions as Array<{ id: string }>).map((question) => ({
    question_id: question.id,
    value: 1,
  }));
  const response = await api(baseUrl, user, '/users/me/ptests/gad-7/responses', { method: 'POST', body: { answers } });
  expectStatus('questionnaire response', response, 201);
  const safetyPlanItem = `My private warning sign ${randomUUID()}`;
  const plan = await api(baseUrl, user, '/users/me/safety-plan', {
    method: 'PUT',
    body: {
      warning_signs: [safetyPlanItem],
      coping_strategies: [],
      distractions: [],
      help_contacts: [{ name: 'Rosa', phone: '416-555-0199' }],
      professional_contacts: [],
      safer_surroundings: [],
    },
  });
  expectStatus('safety plan', plan, 200);

  return {
    user,
    ownedIds: {
      sessionId,
      seq: String(replySeq),
      memoryId: memoryItem.id,
      shareId: String(progressShare.body.id),
      checkoutSessionId: String(checkout.body.checkout_session_id),
    },
    shareTokens: { sessionShare: tokenOf(sessionShare.body.url), progressShare: tokenOf(progressShare.body.url) },
    secrets: [
      user.uid,
      user.email,
      secretText,
      feedbackComment,
      replyComment,
      memoryItem.summary,
      String(response.body.id),
      safetyPlanItem,
    ],
  };
}

// Rows that record reads (an audit log) or request counts change when the owner reads: not the owner's data.
const bookkeepingTable = /audit|rate|limit/i;

function withoutVolatile(path: string, body: unknown): unknown {
  if (!path.endsWith('/users/me/export') || typeof body !== 'object' || body === null) return body;
  const { exported_at: _exportedAt, tables, ...rest } = body as { exported_at?: unknown; tables?: object };
  const kept = Object.entries(tables ?? {}).filter(([table]) => !bookkeepingTable.test(table));
  return { ...rest, tables: Object.fromEntries(kept) };
}

/**
 * What the owner reads through every GET route of the contract (their own ids in the path), plus what their share
 * links show. New GET routes join the snapshot by themselves.
 */
export async function snapshotOf(baseUrl: string, owner: Owner): Promise<Record<string, unknown>> {
  const values = { ...catalogueParams, ...owner.ownedIds };
  const reads = contractRoutes
    .filter((route) => route.method === 'GET')
    .flatMap((route) => {
      if (route.isProtected) return [pathOf(route, values)];
      // Public reads that take a share token show the owner's shared data; the others are not the owner's.
      if (route.pathParams.join() !== 'token') return [];
      return Object.values(owner.shareTokens).map((token) => pathOf(route, { token }));
    });
  const entries = await Promise.all(
    reads.map(async (path) => {
      const answer = await send(baseUrl, 'GET', path, { headers: { authorization: `Bearer ${owner.user.idToken}` } });
      return [path, { status: answer.status, body: withoutVolatile(path, answer.json) }] as const;
    }),
  );
  return Object.fromEntries(entries);
}
