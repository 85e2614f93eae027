/**
 * What chat instances tell each other (docs/scale-out.md, decision 021). Every event names ids only: NOTIFY
 * payloads are visible to whoever administers the database, so what people wrote never travels here; a receiver
 * reads what changed from the database.
 *
 * The bus also arbitrates who does what, with PostgreSQL advisory locks held on the listening connection: they
 * vanish with the connection when an instance dies, so a lock nobody holds means nobody is working on it.
 * - `hold(key)`: a shared lock; "this session is live here" (many instances may hold it during a hand-over).
 * - `claim(key)`: an exclusive try-lock; true when no other instance holds the key. Claiming a session proves it
 *   orphaned; claiming a reply makes this instance the one that writes it.
 */
import { z } from 'zod';

export const ChatBusEvent = z.discriminatedUnion('kind', [
  /**
   * A connection on `instance` took the session: any other connection to it is replaced. `take` names this taking:
   * the instance that published it sees it come back in the order every instance sees, which settles a race of two
   * takings (instance-coordination.ts, onTaken). Optional: an instance of an older release sends none.
   */
  z.object({ kind: z.literal('taken'), instance: z.string(), sessionId: z.string(), take: z.string().optional() }),
  /** A message (a user's or Doro's) was stored with this seq. */
  z.object({ kind: z.literal('stored'), instance: z.string(), sessionId: z.string(), seq: z.number().int() }),
  /** The session's status changed (paused, processing, finished): read the row. */
  z.object({ kind: z.literal('status'), instance: z.string(), sessionId: z.string() }),
  /** The session was deleted. */
  z.object({ kind: z.literal('forget'), instance: z.string(), sessionId: z.string() }),
  /** The user changed what Doro remembers. */
  z.object({ kind: z.literal('memory'), instance: z.string(), userId: z.string() }),
  /** An account was deleted: every instance forgets the ID tokens it verified for it (verified-token-cache.ts). */
  z.object({ kind: z.literal('account-deleted'), instance: z.string(), uid: z.string() }),
  /** Tests only: cut every chat socket of this Firebase uid (server/chat/test-only-drop.ts). */
  z.object({ kind: z.literal('drop'), instance: z.string(), uid: z.string() }),
]);
export type ChatBusEvent = z.infer<typeof ChatBusEvent>;

/** An event as the instance that publishes it describes it (the bus adds the instance id). */
export type ChatBusNews = ChatBusEvent extends infer E ? (E extends ChatBusEvent ? Omit<E, 'instance'> : never) : never;

export interface ChatBus {
  /** This process's id on the bus: events it published come back to it and are ignored. */
  readonly instance: string;
  /** Fire and forget: a lost event is reconciled when the listener reconnects (`onReconnect`). */
  publish(news: ChatBusNews): void;
  /** Called with every other instance's events. */
  subscribe(handler: (event: ChatBusEvent) => void): void;
  /**
   * Called with this instance's own events as they come back from the bus, in the one order every instance receives
   * events in: what came before an own event reached every instance before it, what comes after, after it.
   */
  subscribeOwn(handler: (event: ChatBusEvent) => void): void;
  /** Called after the listener came back from a drop: events may have been missed, locks were lost and re-taken. */
  onReconnect(handler: () => void): void;
  hold(key: string): Promise<void>;
  letGo(key: string): Promise<void>;
  claim(key: string): Promise<boolean>;
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

export const sessionKey = (sessionId: string) => `doro:session:${sessionId}`;
export const replyKey = (sessionId: string, replyTo: number) => `doro:reply:${sessionId}:${replyTo}`;

/**
 * One instance alone (no shared database to listen on, e.g. the embedded default): nobody else to tell, and
 * nobody else who could hold a lock, so every claim succeeds.
 */
export function createLocalChatBus(instance: string): ChatBus {
  return {
    instance,
    publish() {},
    subscribe() {},
    subscribeOwn() {},
    onReconnect() {},
    hold: async () => {},
    letGo: async () => {},
    claim: async () => true,
    release: async () => {},
    close: async () => {},
  };
}
