import { contract } from '../../../src/contract/contract';
import { requestSubjects, tooManyRequests } from '../../http/rate-limit';
import type { RouteDeps } from '../deps';
import { notImplemented } from '../not-implemented';
import { s } from '../ts-rest';
import { SIGN_IN_RATE_LIMIT_MESSAGE, signInLimiter } from './sign-in-limit';

/** Limited per client address (no one is signed in) before anything else, so it cannot be used to send mail floods. */
export const forgotPassword = (deps: RouteDeps) => {
  const limiter = signInLimiter(deps);
  const answer = notImplemented('password reset mail from the server');
  return s.route(contract.auth.forgotPassword, async ({ request, reply }) => {
    const slot = await limiter.take(requestSubjects(request, undefined));
    if (!slot.allowed) return tooManyRequests(reply, slot.retryAfterSeconds, SIGN_IN_RATE_LIMIT_MESSAGE);
    return answer();
  });
};
