import { sql, type Kysely, type Migration } from 'kysely';
import type { DataCipher } from '../../chat/crypto';

// Chat text was bound only to its session (the associated data was the session id), so two rows of one session
// could be swapped by whoever can write the database. From here on each value is bound to its table, row and
// column (server/chat/crypto.ts, rowBinding). This re-encrypts what is stored, in batches. The formats are written
// out: a shipped migration must not change when the code does.

const batch = 500;
const bound = (table: string, rowId: string, column: string) => `${table}|${rowId}|${column}`;

function messageRowId(row: { sid: string; role: string; cid: string | null; rto: number | null; seq: number }) {
  if (row.role === 'user' && row.cid !== null) return `${row.sid}/message/${row.cid}`;
  if (row.role === 'doro' && row.rto !== null) return `${row.sid}/reply-to/${row.rto}`;
  return `${row.sid}/seq/${row.seq}`;
}

export function chatRowBinding(cipher: DataCipher): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let after = { sid: '00000000-0000-0000-0000-000000000000', seq: 0 };
      for (;;) {
        const { rows } = await sql<{
          sid: string;
          seq: number;
          role: string;
          cid: string | null;
          rto: number | null;
          ct: Buffer;
        }>`
          select session_id as sid, seq, role, client_id as cid, reply_to as rto, text_ciphertext as ct
          from chat_messages where (session_id, seq) > (${after.sid}::uuid, ${after.seq}::integer)
          order by session_id, seq limit ${batch}`.execute(db);
        for (const row of rows) {
          const text = cipher.decrypt(row.ct, row.sid);
          const again = cipher.encrypt(text, bound('chat_messages', messageRowId(row), 'text_ciphertext'));
          await sql`update chat_messages set text_ciphertext = ${again}
            where session_id = ${row.sid}::uuid and seq = ${row.seq}::integer`.execute(db);
        }
        const last = rows.at(-1);
        if (!last || rows.length < batch) break;
        after = { sid: last.sid, seq: last.seq };
      }

      const { rows: sessions } = await sql<{ sid: string; ct: Buffer }>`
        select id as sid, summary_ciphertext as ct from chat_sessions where summary_ciphertext is not null`.execute(db);
      for (const row of sessions) {
        const summary = cipher.decrypt(row.ct, row.sid);
        const again = cipher.encrypt(summary, bound('chat_sessions', row.sid, 'summary_ciphertext'));
        await sql`update chat_sessions set summary_ciphertext = ${again} where id = ${row.sid}::uuid`.execute(db);
      }
    },
  };
}
