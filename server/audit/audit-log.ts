/**
 * The append-only record of access to sensitive data (migration 010-audit-log): who (actor), whose (subject), what
 * (action, resource type and id) and when. Each sensitive handler calls `recordAccess` once, before it answers.
 *
 * A failed write is logged as an error and the request goes on (fail open), decided in 019: the audit table lives
 * in the same database as the data, so a write that fails almost always means the read fails too; and when it does
 * not, refusing a person their own transcript, export or deletion because of the audit trail would harm the person
 * the log exists to protect. Monitoring alerts on the error line.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { pseudonymOf } from './pseudonym';

export type AuditAction = 'read' | 'export' | 'delete' | 'update';
export type AuditResource =
  | 'account'
  | 'data-export'
  | 'memory'
  | 'memory-consent'
  | 'outside-model-consent'
  | 'prior-sessions'
  | 'progress-share'
  | 'questionnaire-history'
  | 'questionnaire-response'
  | 'safety-plan'
  | 'session'
  | 'session-transcript'
  | 'shared-session';

export interface AuditEntry {
  /** A signed-in person's account id, or the share link an anonymous reader opened. */
  actor: { accountId: string } | { shareLinkId: string };
  /** The account whose data it is. */
  subjectAccountId: string;
  action: AuditAction;
  resourceType: AuditResource;
  resourceId?: string | null;
}

export async function recordAccess(
  deps: { db: Kysely<Database>; config: ServerConfig },
  log: FastifyBaseLogger,
  entry: AuditEntry,
): Promise<void> {
  const signedIn = 'accountId' in entry.actor;
  try {
    await sql`
      insert into audit_log (actor_kind, actor, via_link_id, subject, action, resource_type, resource_id)
      values (
        ${signedIn ? 'user' : 'anonymous'},
        ${'accountId' in entry.actor ? pseudonymOf(deps.config, entry.actor.accountId) : null},
        ${'shareLinkId' in entry.actor ? entry.actor.shareLinkId : null},
        ${pseudonymOf(deps.config, entry.subjectAccountId)},
        ${entry.action}, ${entry.resourceType}, ${entry.resourceId ?? null}
      )
    `.execute(deps.db);
  } catch (error) {
    // Only what was done, never to whom: the log line must not undo the pseudonyms.
    log.error(
      {
        err: error instanceof Error ? error.message : String(error),
        action: entry.action,
        resource: entry.resourceType,
      },
      'an audit log write failed; the request went on',
    );
  }
}

/** A person's access to their own data: actor and subject are the same account. */
export const byOwner = (
  accountId: string,
  action: AuditAction,
  resourceType: AuditResource,
  resourceId: string | null = null,
): AuditEntry => ({
  actor: { accountId },
  subjectAccountId: accountId,
  action,
  resourceType,
  resourceId,
});
