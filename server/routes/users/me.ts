import type { onRequestHookHandler } from 'fastify';
import { contract } from '../../../src/contract/contract';
import type { User } from '../../../src/contract/users';
import type { AuthUser } from '../../auth/types';
import { wireJson } from '../../http/wire-case';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { readProfile } from './read-profile';
import { noProfileMessage, userBody } from './user-body';

/**
 * GET /api/users/me/, the read the app makes on every page load: a profile this instance's cache holds is answered
 * in the route's onRequest hook, after authentication and before body parsing, validation and the handler, as its
 * JSON made once (decision 022); anything else (not cached, or the email changed) goes to the handler.
 */
export const me = (deps: RouteDeps) => ({
  hooks: { onRequest: fromProfileCache(deps) },
  handler: readMe(deps),
});

const fromProfileCache =
  (deps: RouteDeps): onRequestHookHandler =>
  (request, reply, done) => {
    const caller = request.authUser;
    const profile = caller && deps.profiles.cached(caller.uid);
    if (!profile || emailChanged(caller, profile)) return done();
    void reply.send(wireJson(reply, profile));
  };

// The person changed their email with the identity provider (on /profile, confirmed through the link it mailed):
// the verified token carries the new address, and the profile follows it.
const emailChanged = (caller: AuthUser, profile: User) => {
  const tokenEmail = caller.email?.toLowerCase();
  return tokenEmail !== undefined && tokenEmail !== '' && tokenEmail !== profile.email;
};

const readMe = (deps: RouteDeps) =>
  s.route(contract.users.me, async ({ request, reply }) => {
    const caller = signedInUser(request);
    const profile = await readProfile(deps, caller.uid);
    if (!profile) return { status: 404, body: { message: noProfileMessage } };
    if (emailChanged(caller, profile)) {
      const row = await storesFor(deps).users.setEmail(caller.uid, caller.email!.toLowerCase());
      if (row) return { status: 200, body: userBody(row) };
    }
    return { status: 200, body: wireJson(reply, profile) };
  });
