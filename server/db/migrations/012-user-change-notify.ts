import { sql, type Kysely } from 'kysely';

// Every change to a users row, whoever makes it (any instance, a script, psql), tells every listening instance
// which uid changed, so their profile caches forget it (server/users/profile-cache.ts, decision 023). The channel
// name is written out here, not imported: a shipped migration must not change when the code does.
// Statement-level would be cheaper for bulk updates, but users rows change one at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function doro_notify_user_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('doro_user_changed', old.firebase_uid);
      if tg_op = 'UPDATE' and new.firebase_uid is distinct from old.firebase_uid then
        perform pg_notify('doro_user_changed', new.firebase_uid);
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger users_notify_changed after update or delete on users
      for each row execute function doro_notify_user_changed()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_notify_changed on users`.execute(db);
  await sql`drop function doro_notify_user_changed()`.execute(db);
}
