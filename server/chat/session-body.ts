import type { Session } from '../../src/contract/sessions';
import type { ChatSessionRow } from '../db/schema';
import { usedSeconds } from './chat-store';

/** A session as the contract shows it; the summary comes decrypted from the caller. */
export function sessionBody(row: ChatSessionRow, summary: string | null, now = new Date()): Session {
  return {
    id: row.id,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    minutesUsed: Math.floor(usedSeconds(row, now) / 60),
    summary,
  };
}
