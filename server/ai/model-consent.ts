/**
 * Express consent to an outside model (issue 20; PIPEDA, migration 025): what a person writes goes to the configured
 * OpenAI-compatible model only once they turned that on. The server enforces it on every call, read per message so
 * a change takes effect at once: without consent the offline engine answers and summarises on Doro's server, and
 * the model's safety second opinion is not asked. A call that names nobody is treated as without consent.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SecondOpinion } from '../safety/second-opinion';
import type { ReplyProvider } from './provider';

type ConsentTables = {
  users: {
    id: string;
    /** When the person turned the outside model on (migration 025); null: off, the default. */
    outsideModelConsentAt: Date | null;
  };
};

export function createModelConsentStore(database: Kysely<Database>) {
  const db = database.withTables<ConsentTables>();
  return {
    /** When the person turned the outside model on; null while off; undefined when there is no such person. */
    async consentedAt(userId: string): Promise<Date | null | undefined> {
      const row = await db
        .selectFrom('users')
        .select('outsideModelConsentAt')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row ? row.outsideModelConsentAt : undefined;
    },

    async consented(userId: string | undefined): Promise<boolean> {
      if (!userId) return false;
      return Boolean(await this.consentedAt(userId));
    },

    /**
     * Turns the outside model on or off; on again while on keeps the moment it was first turned on. Undefined when
     * there is no such person.
     */
    async set(userId: string, on: boolean, now = new Date()): Promise<Date | null | undefined> {
      const row = await db
        .updateTable('users')
        .set((eb) => ({
          outsideModelConsentAt: on ? eb.fn.coalesce('outsideModelConsentAt', eb.val(now)) : null,
        }))
        .where('id', '=', userId)
        .returning('outsideModelConsentAt')
        .executeTakeFirst();
      return row ? row.outsideModelConsentAt : undefined;
    },
  };
}

export type ModelConsentStore = ReturnType<typeof createModelConsentStore>;

/**
 * The configured remote provider for people who consented, the offline engine for everyone else: asked per reply
 * and per summary, by the person the request names.
 */
export function consentedProvider(
  remote: ReplyProvider,
  offline: ReplyProvider,
  consented: (userId: string | undefined) => Promise<boolean>,
): ReplyProvider {
  if (remote === offline) return offline; // No outside model configured: nothing to ask.
  return {
    kind: remote.kind,
    writerFor: async (userId) => ((await consented(userId)) ? remote : offline),
    async *stream(request) {
      const provider = (await consented(request.userId)) ? remote : offline;
      yield* provider.stream(request);
    },
    async summarise(messages, signal, userId) {
      const provider = (await consented(userId)) ? remote : offline;
      return provider.summarise(messages, signal, userId);
    },
  };
}

/** What writes the person's replies: the offline engine, or the outside model they consented to. */
export async function engineFor(provider: ReplyProvider, userId: string): Promise<'offline' | 'remote'> {
  return (await writerFor(provider, userId)).kind;
}

/** The provider that writes this person's replies (one consent read), `provider` itself when it does not depend on them. */
export async function writerFor(provider: ReplyProvider, userId: string | undefined): Promise<ReplyProvider> {
  return userId && provider.writerFor ? provider.writerFor(userId) : provider;
}

/** The model's second opinion on a message, asked only for a person who consented to the outside model. */
export function consentedSecondOpinion(
  opinion: SecondOpinion,
  consented: (userId: string | undefined) => Promise<boolean>,
): SecondOpinion {
  return async (text, recentUserMessages, userId) =>
    (await consented(userId)) ? opinion(text, recentUserMessages, userId) : undefined;
}
