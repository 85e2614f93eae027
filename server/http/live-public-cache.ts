/**
 * Feeds the public cache from the change notifications of the tables its reads come from (migration 018): what
 * startServer runs. The cache serves from memory only while this listener is listening.
 */
import type { FastifyBaseLogger } from 'fastify';
import { startPgListener, type PgListener } from '../db/pg-listener';
import type { PublicCache } from './public-cache';

/** The channel migration 018's triggers notify, with the changed data's tag ('questionnaires', 'plans') as payload. */
export const PUBLIC_CHANGED_CHANNEL = 'doro_public_changed';

export function listenForPublicChanges(
  cache: PublicCache,
  options: { connectionString: string; log: FastifyBaseLogger },
): Promise<PgListener> {
  return startPgListener({
    ...options,
    channel: PUBLIC_CHANGED_CHANNEL,
    onNotification: (tag) => cache.forget(tag),
    onListening: () => cache.setListening(true),
    onLost: () => cache.setListening(false),
  });
}
