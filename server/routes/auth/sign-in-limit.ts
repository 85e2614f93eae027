import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';

export const SIGN_IN_RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * The limit on sign-in related requests (profile creation after sign-up or login, the password-reset request), one
 * bucket for all of them: a script trying them in turn counts against one budget. Sign-in itself happens at
 * Firebase Auth, which limits its own endpoints.
 */
export const signInLimiter = (deps: RouteDeps) => storesFor(deps).rateLimiter('sign-in', deps.config.rateLimits.signIn);
