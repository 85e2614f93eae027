/**
 * Feeds a profile cache from the users table's change notifications (migration 012): what startServer runs. The
 * cache serves only while this listener is listening.
 */
import type { FastifyBaseLogger } from 'fastify';
import { startPgListener, type PgListener } from '../db/pg-listener';
import type { ProfileCache } from './profile-cache';

/** The channel migration 012's trigger notifies, with the changed row's Firebase uid as the payload. */
export const USER_CHANGED_CHANNEL = 'doro_user_changed';

export function listenForProfileChanges(
  cache: ProfileCache,
  options: { connectionString: string; log: FastifyBaseLogger },
): Promise<PgListener> {
  return startPgListener({
    ...options,
    channel: USER_CHANGED_CHANNEL,
    onNotification: (uid) => cache.forget(uid),
    onListening: () => cache.setListening(true),
    onLost: () => cache.setListening(false),
  });
}
