import { contract } from '../../../src/contract/contract';
import { GUARDIAN_ATTESTATIONS } from '../../../src/contract/places';
import { dutiesFor } from '../../law/jurisdictions';
import { requestSubjects, tooManyRequests } from '../../http/rate-limit';
import { SIGN_IN_RATE_LIMIT_MESSAGE, signInLimiter } from '../auth/sign-in-limit';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { userBody } from './user-body';

/**
 * Creates the caller's profile from the verified token. The SPA calls it after every sign-up and Google login, so
 * it is idempotent: 201 the first time, 200 after. The body must name the token's own uid and email: a client
 * that disagrees with its token is confused or forging, and gets 403 rather than a profile for someone else.
 * Rate-limited per account with the other sign-in requests (../auth/sign-in-limit.ts).
 *
 * Issue 20: sign-up sends where the person lives, their age and, where the place's law asks it for that age (Quebec:
 * under 14; an unknown place: the strictest rule), a parent's or guardian's consent. Without that consent no profile
 * is made (400) and nothing is stored; with it, the consent is stored with the profile, in one transaction.
 */
export const createProfile = (deps: RouteDeps) => {
  const { users } = storesFor(deps);
  const limiter = signInLimiter(deps);
  return s.route(contract.users.createProfile, async ({ request, reply, body }) => {
    const caller = signedInUser(request);
    const slot = await limiter.take(requestSubjects(request, caller.uid));
    if (!slot.allowed) return tooManyRequests(reply, slot.retryAfterSeconds, SIGN_IN_RATE_LIMIT_MESSAGE);
    if (body.uid !== caller.uid || body.email !== caller.email?.toLowerCase()) {
      return {
        status: 403,
        body: { message: 'The uid and email must be those of the signed-in account.' },
      };
    }
    const now = new Date();
    const duties = body.age === undefined ? null : dutiesFor({ ...body.place, age: body.age, at: now });
    if (duties?.guardianConsentRequired && !body.guardianConsent) {
      return {
        status: 400,
        body: {
          message: `Where you live, a parent's or guardian's consent is needed under ${duties.guardianConsentUnderAge} before an account is created.`,
        },
      };
    }
    const created = await users.createProfile(
      {
        uid: caller.uid,
        email: body.email,
        displayName: caller.name,
        ...(body.place ? { place: { country: body.place.country, region: body.place.region } } : {}),
        ...(body.locale ? { locale: body.locale } : {}),
        ...(body.age === undefined ? {} : { ageBand: body.age < 18 ? ('13-17' as const) : ('18+' as const) }),
        ...(duties?.guardianConsentRequired && body.guardianConsent
          ? {
              guardianConsent: {
                guardianName: body.guardianConsent.name,
                guardianEmail: body.guardianConsent.email,
                attestation: GUARDIAN_ATTESTATIONS[body.guardianConsent.language ?? 'en'],
                jurisdiction: duties.jurisdiction,
                underAge: duties.guardianConsentUnderAge ?? 0,
                attestedAt: now,
              },
            }
          : {}),
      },
      now,
    );
    if (created) return { status: 201, body: userBody(created) };
    const existing = await users.findByUid(caller.uid);
    if (!existing) throw new Error('The profile was neither created nor found');
    return { status: 200, body: userBody(existing) };
  });
};
