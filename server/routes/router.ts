/**
 * The whole contract, one handler per route. TypeScript checks this object against the contract: a route added to
 * the contract without a handler here does not compile.
 */
import { contract } from '../../src/contract/contract';
import type { RouteDeps } from './deps';
import { s } from './ts-rest';
import { forgotPassword } from './auth/forgot-password';
import { billingPortal } from './checkout/billing-portal';
import { completeTestCheckout } from './checkout/complete-test-checkout';
import { createSession } from './checkout/create-session';
import { plans } from './checkout/plans';
import { subscription } from './checkout/subscription';
import { testCheckout } from './checkout/test-checkout';
import { testPortal } from './checkout/test-portal';
import { webhook } from './checkout/webhook';
import { get as getClientConfig } from './client-config/get';
import { check } from './health/check';
import { ready } from './health/ready';
import { apply } from './promo-code/apply';
import { info } from './ptests/info';
import { list } from './ptests/list';
import { questions } from './ptests/questions';
import { history as ptestHistory } from './ptests/history';
import { score } from './ptests/score';
import { submitResponse } from './ptests/submit-response';
import { deleteSession } from './sessions/delete';
import { feedback } from './sessions/feedback';
import { last } from './sessions/last';
import { prior } from './sessions/prior';
import { clearReplyFeedback } from './sessions/clear-reply-feedback';
import { replyFeedback } from './sessions/reply-feedback';
import { setReplyFeedback } from './sessions/set-reply-feedback';
import { remainingMinutes } from './sessions/remaining-minutes';
import { remainingSessions } from './sessions/remaining-sessions';
import { revokeShare } from './sessions/revoke-share';
import { contact } from './support/contact';
import { getProgress as getChallengeProgress } from './challenge/get-progress';
import { putProgress as putChallengeProgress } from './challenge/put-progress';
import { share } from './sessions/share';
import { transcript } from './sessions/transcript';
import { get as getSharedSession } from './shared-sessions/get';
import { setDirectiveness } from './users/set-directiveness';
import { setLocale } from './users/set-locale';
import { setPlace } from './users/set-place';
import { guardianAge, lawRules, referralFigures } from './law/law';
import { getConsent, putConsent, putModelConsent } from './memory/consent';
import { edit as editMemory } from './memory/edit';
import { forget as forgetMemory } from './memory/forget';
import { forgetAll as forgetAllMemory } from './memory/forget-all';
import { list as listMemory } from './memory/list';
import { deletePlan as deleteSafetyPlan } from './safety-plan/delete';
import { get as getSafetyPlan } from './safety-plan/get';
import { put as putSafetyPlan } from './safety-plan/put';
import { acceptDisclaimer } from './users/accept-disclaimer';
import { createProfile } from './users/create-profile';
import { createProgressShare } from './users/create-progress-share';
import { deleteAccount } from './users/delete-account';
import { exportData } from './users/export';
import { sharedProgress } from './users/shared-progress-share';
import { listProgressShares } from './users/list-progress-shares';
import { me } from './users/me';
import { name } from './users/name';
import { setName } from './users/set-name';
import { revokeProgressShare } from './users/revoke-progress-share';

export function createRouter(deps: RouteDeps) {
  return s.router(contract, {
    health: { check: check(), ready: ready(deps) },
    clientConfig: { get: getClientConfig(deps) },
    users: {
      me: me(deps),
      createProfile: createProfile(deps),
      name: name(deps),
      setName: setName(deps),
      deleteAccount: deleteAccount(deps),
      exportData: exportData(deps),
      sharedProgress: sharedProgress(deps),
      acceptDisclaimer: acceptDisclaimer(deps),
      setDirectiveness: setDirectiveness(deps),
      setLocale: setLocale(deps),
      setPlace: setPlace(deps),
      listProgressShares: listProgressShares(deps),
      createProgressShare: createProgressShare(deps),
      revokeProgressShare: revokeProgressShare(deps),
    },
    auth: { forgotPassword: forgotPassword(deps) },
    checkout: {
      plans: plans(deps),
      createSession: createSession(deps),
      billingPortal: billingPortal(deps),
      subscription: subscription(deps),
      webhook: webhook(deps),
      testCheckout: testCheckout(deps),
      completeTestCheckout: completeTestCheckout(deps),
      testPortal: testPortal(deps),
    },
    ptests: {
      list: list(deps),
      info: info(deps),
      questions: questions(deps),
      score: score(deps),
      submitResponse: submitResponse(deps),
      history: ptestHistory(deps),
    },
    sessions: {
      prior: prior(deps),
      remainingSessions: remainingSessions(deps),
      remainingMinutes: remainingMinutes(deps),
      last: last(deps),
      delete: deleteSession(deps),
      share: share(deps),
      revokeShare: revokeShare(deps),
      feedback: feedback(deps),
      replyFeedback: replyFeedback(deps),
      setReplyFeedback: setReplyFeedback(deps),
      clearReplyFeedback: clearReplyFeedback(deps),
      transcript: transcript(deps),
    },
    sharedSessions: { get: getSharedSession(deps) },
    promoCode: { apply: apply(deps) },
    // The form is public, so the authentication hook never verifies its optional token: the handler does.
    support: { contact: contact(deps) },
    challenge: { getProgress: getChallengeProgress(deps), putProgress: putChallengeProgress(deps) },
    memory: {
      list: listMemory(deps),
      forgetAll: forgetAllMemory(deps),
      edit: editMemory(deps),
      forget: forgetMemory(deps),
      getConsent: getConsent(deps),
      putConsent: putConsent(deps),
      putModelConsent: putModelConsent(deps),
    },
    safetyPlan: { get: getSafetyPlan(deps), put: putSafetyPlan(deps), delete: deleteSafetyPlan(deps) },
    law: { rules: lawRules(), guardianAge: guardianAge(), referralFigures: referralFigures(deps) },
  });
}
