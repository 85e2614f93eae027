/**
 * A signed-in stranger who knows (or guesses) the ids of someone else's things: every protected route that takes
 * such an id answers 404 (or 403), shows none of the owner's data, and changes none of it.
 */
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chatUser } from '../chat-client';
import type { TestUser } from '../emulator-users';
import { contractRoutes, isClearError, pathOf, send, type ContractRoute } from './contract-routes';
import { catalogueParams, makeOwner, snapshotOf, type Owner } from './owner-data';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => database.end());

// A valid body per route, where `{}` is not one: an invalid body would be refused (400) before ownership is
// checked, and the test would prove nothing. A route missing here fails below with a request to add it.
const validBodies: Record<string, unknown> = {
  'sessions.feedback': { rating: 1, comment: 'a stranger was here' },
  'memory.edit': { summary: 'a stranger was here' },
  'sessions.setReplyFeedback': { helpful: false, comment: 'a stranger was here' },
};

const routesTakingOwnedIds = contractRoutes.filter(
  (route) => route.isProtected && route.pathParams.some((param) => !(param in catalogueParams)),
);

let owner: Owner;
let stranger: TestUser;
let before: Record<string, unknown>;
beforeAll(async () => {
  [owner, stranger] = await Promise.all([makeOwner(baseUrl, emulatorHost), chatUser(baseUrl, emulatorHost)]);
  before = await snapshotOf(baseUrl, owner);
});

function strangerAsks(route: ContractRoute, values: Record<string, string>) {
  const body = route.takesBody ? JSON.stringify(validBodies[route.name] ?? {}) : undefined;
  return send(baseUrl, route.method, pathOf(route, values), {
    headers: {
      authorization: `Bearer ${stranger.idToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  });
}

describe('someone else’s ids', () => {
  it('are what the owner really owns: the owner reads them all', () => {
    expect(routesTakingOwnedIds.length).toBeGreaterThanOrEqual(8);
    const ownerReads = Object.entries(before).filter(([path]) => path.includes(owner.ownedIds.sessionId!));
    // The transcript and the feedback on its replies.
    expect(ownerReads.map(([, read]) => (read as { status: number }).status)).toEqual([200, 200]);
    expect(JSON.stringify(before)).toContain(owner.secrets[2]);
    const failedReads = Object.entries(before).filter(([, read]) => (read as { status: number }).status >= 500);
    expect(failedReads).toEqual([]);
  });

  it.each(routesTakingOwnedIds.map((route) => [`${route.method} ${route.route.path}`, route] as const))(
    '%s answers the stranger 404 or 403 with a message, and none of the owner’s data',
    async (_title, route) => {
      const unknownParams = route.pathParams.filter(
        (param) => !(param in catalogueParams) && !(param in owner.ownedIds),
      );
      expect(unknownParams, 'add an owned thing for this path parameter to owner-data.ts').toEqual([]);

      const answer = await strangerAsks(route, { ...catalogueParams, ...owner.ownedIds });
      expect(answer.status, `a 400 means validBodies needs a valid body for ${route.name}`).not.toBe(400);
      expect({
        status: [403, 404].includes(answer.status) ? 'refused' : answer.status,
        clearError: isClearError(answer),
        leaked: owner.secrets.filter((secret) => answer.text.includes(secret)),
      }).toEqual({ status: 'refused', clearError: true, leaked: [] });
    },
  );

  it('cannot be claimed by creating a profile with the owner’s uid and email', async () => {
    const answer = await send(baseUrl, 'POST', '/api/users/me/', {
      headers: { authorization: `Bearer ${stranger.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ uid: owner.user.uid, email: owner.user.email }),
    });
    expect(answer.status).toBe(403);
    expect(owner.secrets.filter((secret) => answer.text.includes(secret) && secret !== owner.user.uid)).toEqual([]);
  });

  it('leave everything the owner can read exactly as it was, share links still live', async () => {
    const after = await snapshotOf(baseUrl, owner);
    expect(after).toEqual(before);
    // Revoking a session share is not visible through a read route of the owner's: check the rows too.
    const { rows } = await database.query<{ revoked_at: Date | null }>(
      'select revoked_at from session_shares where session_id = $1',
      [owner.ownedIds.sessionId],
    );
    expect(rows.map((row) => row.revoked_at)).toEqual([null]);
  });
});
