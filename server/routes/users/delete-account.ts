import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { contract } from '../../../src/contract/contract';
import { byOwner, recordAccess } from '../../audit/audit-log';
import { billingFor } from '../../billing/billing';
import { cancelStripeSubscription } from '../../billing/stripe-api';
import type { ServerConfig } from '../../config';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { accountDeletedChannel } from '../../verified-token-cache';

/** Deletes the identity-provider account (the Auth emulator locally); one already gone is fine. */
async function deleteIdentity(firebase: ServerConfig['firebase'], uid: string): Promise<void> {
  // firebase-admin reads the emulator switch from the environment, as the token verifier sets it.
  if (firebase.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.authEmulatorHost;
  const name = `doro-${firebase.projectId}`;
  const app =
    getApps().find((existing) => existing.name === name) ?? initializeApp({ projectId: firebase.projectId }, name);
  try {
    await getAuth(app).deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

/**
 * Deletes the account: a paid Stripe plan is cancelled first (no charge after the account is gone), then every row
 * (users cascades to every table with a user_id) and the identity-provider user, in one transaction: if the
 * identity provider refuses, no row is lost and the person can try again.
 */
export const deleteAccount = (deps: RouteDeps) =>
  s.route(contract.users.deleteAccount, async ({ request }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const billing = billingFor(deps);
    const paid = await billing.store.subscriptionOf(caller.user.id);
    if (billing.config.stripe && paid?.stripeSubscriptionId && paid.status !== 'canceled') {
      await cancelStripeSubscription(billing.config.stripe, paid.stripeSubscriptionId);
    }
    await recordAccess(deps, request.log, byOwner(caller.user.id, 'delete', 'account'));
    await storesFor(deps).users.deleteAccount(caller.user.id, () =>
      deleteIdentity(deps.config.firebase, signedInUser(request).uid),
    );
    accountDeletedChannel.publish(signedInUser(request).uid);
    request.log.info('an account was deleted');
    return { status: 204, body: undefined };
  });
