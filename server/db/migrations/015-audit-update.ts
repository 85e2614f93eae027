import { sql, type Kysely } from 'kysely';

// The audit log records a person changing their own data (editing a memory line), not only reading, exporting and
// deleting it. The values are written out: a shipped migration must not change when the code does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table audit_log
      drop constraint audit_log_action_check,
      add constraint audit_log_action_check check (action in ('read', 'export', 'delete', 'update'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The log is append-only: rows already written stay, so the old rule is only checked on new rows.
  await sql`
    alter table audit_log
      drop constraint audit_log_action_check,
      add constraint audit_log_action_check check (action in ('read', 'export', 'delete')) not valid
  `.execute(db);
}
