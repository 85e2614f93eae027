import { sql, type Kysely, type Migration } from 'kysely';
import type { DataCipher } from '../../chat/crypto';

// Questionnaire results and support messages were stored as plain text: answers, score, severity, the self-harm
// flag, the interpretation shown; the address, name, topic and words of a message. From here on each is one JSON
// value encrypted with the data key and bound to its table, row and column (server/chat/crypto.ts), like chat text;
// only who, which questionnaire and when stay readable. Existing rows are encrypted here, then the plain columns
// are dropped. The formats are written out: a shipped migration must not change when the code does.

const bound = (table: string, rowId: string, column: string) => `${table}|${rowId}|${column}`;

export function encryptResultsAndSupport(cipher: DataCipher): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table ptest_responses add column result_ciphertext bytea`.execute(db);
      const { rows: results } = await sql<{
        rid: string;
        score: number;
        severity: string;
        flags: string[];
        interpretation: string;
        answers: unknown;
      }>`select id as rid, total_score as score, severity, flags, interpretation, answers from ptest_responses`.execute(
        db,
      );
      for (const row of results) {
        const value = JSON.stringify({
          totalScore: row.score,
          severity: row.severity,
          flags: row.flags,
          interpretation: row.interpretation,
          answers: row.answers,
        });
        const ciphertext = cipher.encrypt(value, bound('ptest_responses', row.rid, 'result_ciphertext'));
        await sql`update ptest_responses set result_ciphertext = ${ciphertext} where id = ${row.rid}::uuid`.execute(db);
      }
      await sql`
        alter table ptest_responses
          alter column result_ciphertext set not null,
          drop column total_score,
          drop column severity,
          drop column flags,
          drop column interpretation,
          drop column answers
      `.execute(db);

      await sql`alter table support_messages add column body_ciphertext bytea`.execute(db);
      const { rows: messages } = await sql<{
        mid: string;
        email: string;
        name: string | null;
        topic: string | null;
        message: string;
      }>`select id as mid, email, name, topic, message from support_messages`.execute(db);
      for (const row of messages) {
        const value = JSON.stringify({ email: row.email, name: row.name, topic: row.topic, message: row.message });
        const ciphertext = cipher.encrypt(value, bound('support_messages', row.mid, 'body_ciphertext'));
        await sql`update support_messages set body_ciphertext = ${ciphertext} where id = ${row.mid}::uuid`.execute(db);
      }
      await sql`
        alter table support_messages
          alter column body_ciphertext set not null,
          drop column email,
          drop column name,
          drop column topic,
          drop column message
      `.execute(db);
    },
  };
}
