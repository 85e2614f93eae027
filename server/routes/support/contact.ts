import type { Kysely } from 'kysely';
import { contract } from '../../../src/contract/contract';
import { SUPPORT_RATE_LIMIT_MESSAGE } from '../../../src/contract/support';
import type { VerifyIdToken } from '../../auth/types';
import type { Database } from '../../db/schema';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { clientAddressKey, subjectHash } from './client-subject';
import { takeContactSlot } from './contact-rate-limit';
import { optionalCaller } from './optional-caller';
import { withoutRowData } from './without-row-data';

export interface ContactDeps extends RouteDeps {
  verifyIdToken: VerifyIdToken;
}

/**
 * Stores a message sent through the support form. Anyone may write; a signed-in person's message is linked to
 * the account. Limited per client address and per account (contact-rate-limit.ts). What was written is never
 * logged: only the new message's id.
 */
export const contact = ({ db, verifyIdToken }: ContactDeps) => {
  const salt = serverSecret(db, 'support-subject-salt');
  return s.route(contract.support.contact, async ({ request, reply, body }) => {
    const caller = await optionalCaller(request, verifyIdToken);
    const outcome = await (async () => {
      const key = await salt();
      const subjects = [subjectHash(key, 'address', clientAddressKey(request.ip))];
      if (caller) subjects.push(subjectHash(key, 'account', caller.uid));
      return db.transaction().execute(async (trx) => {
        const slot = await takeContactSlot(trx, subjects);
        if (!slot.allowed) return slot;
        // A valid token without a Doro profile yet (sign-up half done) still writes, just unlinked.
        const user = caller
          ? await trx.selectFrom('users').select('id').where('firebaseUid', '=', caller.uid).executeTakeFirst()
          : undefined;
        const stored = await trx
          .insertInto('supportMessages')
          .values({
            userId: user?.id ?? null,
            email: body.email,
            name: body.name || null,
            topic: body.topic ?? null,
            message: body.message,
          })
          .returning(['id', 'createdAt'])
          .executeTakeFirstOrThrow();
        return { allowed: true as const, stored, linked: user !== undefined };
      });
    })().catch((error: unknown) => {
      throw withoutRowData('Storing a support message', error);
    });

    if (!outcome.allowed) {
      reply.header('retry-after', String(outcome.retryAfterSeconds));
      return { status: 429, body: { message: SUPPORT_RATE_LIMIT_MESSAGE } };
    }
    request.log.info({ supportMessageId: outcome.stored.id, linked: outcome.linked }, 'support message stored');
    return { status: 201, body: { id: outcome.stored.id, receivedAt: outcome.stored.createdAt.toISOString() } };
  });
};

/** A secret from server_secrets, read once per process (it never changes); a failed read is retried next time. */
function serverSecret(db: Kysely<Database>, name: string): () => Promise<Buffer> {
  let value: Promise<Buffer> | undefined;
  return () =>
    (value ??= db
      .selectFrom('serverSecrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow(() => new Error(`The server secret ${name} is missing: have the migrations run?`))
      .then((row) => row.value)
      .catch((error: unknown) => {
        value = undefined;
        throw error;
      }));
}
