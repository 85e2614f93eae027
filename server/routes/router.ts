/**
 * The whole contract, one handler per route. TypeScript checks this object against the contract: a route added to
 * the contract without a handler here does not compile.
 */
import { contract } from '../../src/contract/contract';
import type { RouteDeps } from './deps';
import { s } from './ts-rest';
import { forgotPassword } from './auth/forgot-password';
import { billingPortal } from './checkout/billing-portal';
import { createSession } from './checkout/create-session';
import { subscription } from './checkout/subscription';
import { get as getClientConfig } from './client-config/get';
import { check } from './health/check';
import { apply } from './promo-code/apply';
import { info } from './ptests/info';
import { list } from './ptests/list';
import { questions } from './ptests/questions';
import { submitResponse } from './ptests/submit-response';
import { deleteSession } from './sessions/delete';
import { feedback } from './sessions/feedback';
import { last } from './sessions/last';
import { prior } from './sessions/prior';
import { remainingMinutes } from './sessions/remaining-minutes';
import { remainingSessions } from './sessions/remaining-sessions';
import { revokeShare } from './sessions/revoke-share';
import { contact } from './support/contact';
import { share } from './sessions/share';
import { transcript } from './sessions/transcript';
import { acceptDisclaimer } from './users/accept-disclaimer';
import { createProfile } from './users/create-profile';
import { createProgressShare } from './users/create-progress-share';
import { deleteAccount } from './users/delete-account';
import { listProgressShares } from './users/list-progress-shares';
import { me } from './users/me';
import { name } from './users/name';
import { revokeProgressShare } from './users/revoke-progress-share';

export function createRouter(deps: RouteDeps) {
  return s.router(contract, {
    health: { check: check() },
    clientConfig: { get: getClientConfig(deps) },
    users: {
      me: me(deps),
      createProfile: createProfile(deps),
      name: name(deps),
      deleteAccount: deleteAccount(),
      acceptDisclaimer: acceptDisclaimer(deps),
      listProgressShares: listProgressShares(),
      createProgressShare: createProgressShare(),
      revokeProgressShare: revokeProgressShare(),
    },
    auth: { forgotPassword: forgotPassword() },
    checkout: { createSession: createSession(), billingPortal: billingPortal(), subscription: subscription() },
    ptests: { list: list(), info: info(), questions: questions(), submitResponse: submitResponse() },
    sessions: {
      prior: prior(deps),
      remainingSessions: remainingSessions(deps),
      remainingMinutes: remainingMinutes(deps),
      last: last(deps),
      delete: deleteSession(deps),
      share: share(deps),
      revokeShare: revokeShare(deps),
      feedback: feedback(deps),
      transcript: transcript(deps),
    },
    promoCode: { apply: apply() },
    // The form is public, so the authentication hook never verifies its optional token: the handler does.
    support: { contact: contact(deps) },
  });
}
