/**
 * What people send through the support form (migrations 002 and 019). The message, the address to answer, the name
 * and the topic are one JSON value encrypted with the data cipher and bound to its row: the database keeps only the
 * message's id, the account it is linked to (if any) and when it came, so a copy of the table reveals nobody's
 * words or address. Whoever answers reads them through this store, with the key.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SupportTopic } from '../../src/contract/support';
import { rowBinding, type DataCipher } from '../chat/crypto';
import type { Database } from '../db/schema';

export interface SupportMessage {
  email: string;
  name: string | null;
  topic: SupportTopic | null;
  message: string;
}

const bodyBinding = (id: string) => rowBinding('support_messages', id, 'body_ciphertext');

export function createSupportStore(db: Kysely<Database>, cipher: DataCipher) {
  return {
    /**
     * Stores one message, linked to the account of `firebaseUid` when it has a Doro profile (a valid token without
     * one yet, sign-up half done, still writes, just unlinked).
     */
    async storeMessage(firebaseUid: string | undefined, message: SupportMessage) {
      return db.transaction().execute(async (trx) => {
        const user = firebaseUid
          ? await trx.selectFrom('users').select('id').where('firebaseUid', '=', firebaseUid).executeTakeFirst()
          : undefined;
        const id = randomUUID();
        const body: SupportMessage = {
          email: message.email,
          name: message.name,
          topic: message.topic,
          message: message.message,
        };
        const stored = await trx
          .insertInto('supportMessages')
          .values({
            id,
            userId: user?.id ?? null,
            bodyCiphertext: cipher.encrypt(JSON.stringify(body), bodyBinding(id)),
          })
          .returning(['id', 'createdAt'])
          .executeTakeFirstOrThrow();
        return { stored, linked: user !== undefined };
      });
    },

    /** The messages linked to one account, oldest first, in words (the data export). */
    async messagesOf(userId: string) {
      const rows = await db
        .selectFrom('supportMessages')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt,
        ...(JSON.parse(cipher.decrypt(row.bodyCiphertext, bodyBinding(row.id))) as SupportMessage),
      }));
    },
  };
}

export type SupportStore = ReturnType<typeof createSupportStore>;
