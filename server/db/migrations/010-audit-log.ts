import { sql, type Kysely } from 'kysely';

// Who read, exported or deleted whose sensitive data, and when (server/audit/audit-log.ts). Append-only, and the
// database itself enforces it: a trigger refuses every UPDATE, DELETE and TRUNCATE, whoever sends it, so neither a
// bug nor a compromised handler can rewrite the record of what it did.
// People appear only as keyed pseudonyms (server/audit/pseudonym.ts), and there is no user_id column: deleting an
// account leaves rows here that no longer identify anyone, and no foreign key tries to cascade into them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      occurred_at timestamptz not null default now(),
      actor_kind text not null check (actor_kind in ('user', 'anonymous')),
      -- The signed-in actor's pseudonym; null for an anonymous reader of a share link.
      actor text check ((actor_kind = 'user') = (actor is not null)),
      -- The share link an anonymous reader came through.
      via_link_id uuid,
      -- Whose data it was.
      subject text not null,
      action text not null check (action in ('read', 'export', 'delete')),
      resource_type text not null,
      resource_id text
    )
  `.execute(db);
  await sql`create index audit_log_subject on audit_log (subject, occurred_at)`.execute(db);
  await sql`
    create function audit_log_is_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
    end
    $$
  `.execute(db);
  await sql`
    create trigger audit_log_no_change before update or delete on audit_log
    for each row execute function audit_log_is_append_only()
  `.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_is_append_only()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table audit_log`.execute(db);
  await sql`drop function audit_log_is_append_only()`.execute(db);
}
