/**
 * Nothing a person told Doro in a questionnaire or the support form is in the database in plain text: after a
 * PHQ-9 with the self-harm item answered (flagged), its score, severity and interpretation, and a support message,
 * every text, JSON, array and binary column of every table is searched for each of those values. The app runs on a
 * database of its own, so whatever is found is this test's, and the history and export still give it all back.
 * An install that stored them plain has them encrypted by migration 019.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDataCipher, DecryptionError } from '../../../server/chat/crypto';
import { connectDatabase } from '../../../server/db/database';
import type { Database } from '../../../server/db/schema';
import { createQuestionnaireStore } from '../../../server/questionnaires/store';
import { createSupportStore } from '../../../server/support/store';
import { api, chatUser } from '../chat-client';
import { bearer } from '../emulator-users';
import { sideServers, type SideServers } from '../side-server';
import { databaseAt, type OldDatabase } from './old-database';

const emulatorHost = inject('emulatorHost');

interface Needle {
  what: string;
  value: string;
  /** Short values (a severity, a flag) only count as the whole value, not inside other words. */
  whole?: boolean;
}

/** Each column of each table in which one of the needles appears, as `table.column: what`. */
async function plainTextHits(db: Kysely<Database>, needles: Needle[]): Promise<string[]> {
  const { rows: columns } = await sql<{ tableName: string; columnName: string; dataType: string }>`
    select c.table_name, c.column_name, c.data_type from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea', 'ARRAY')
    order by c.table_name, c.column_name`.execute(db);
  expect(columns.map((column) => column.tableName)).toEqual(
    expect.arrayContaining(['ptest_responses', 'support_messages', 'chat_messages', 'users']),
  );
  const hits: string[] = [];
  for (const { tableName, columnName, dataType } of columns) {
    const column = sql.ref(columnName);
    for (const needle of needles) {
      const bytes = Buffer.from(needle.value, 'utf8');
      const found =
        dataType === 'bytea'
          ? sql<boolean>`position(${bytes}::bytea in ${column}) > 0`
          : dataType === 'ARRAY'
            ? needle.whole
              ? sql<boolean>`${needle.value} = any(${column}::text[])`
              : sql<boolean>`strpos(${column}::text, ${needle.value}) > 0`
            : needle.whole
              ? sql<boolean>`${column}::text = ${needle.value}`
              : sql<boolean>`strpos(${column}::text, ${needle.value}) > 0`;
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from ${sql.table(tableName)} where ${found}`.execute(db);
      if (Number(rows[0]?.n) > 0) hits.push(`${tableName}.${columnName}: ${needle.what}`);
    }
  }
  return hits;
}

describe('a questionnaire and a support message at rest', () => {
  let database: OldDatabase;
  let servers: SideServers;
  let baseUrl: string;
  beforeAll(async () => {
    // A database of this test's own, at the latest migration: every row in it is what this test wrote.
    database = await databaseAt(inject('databaseUrl'), undefined, createDataCipher(randomBytes(32)));
    servers = sideServers(() => database.handle, emulatorHost);
    baseUrl = await servers.start({});
  });
  afterAll(async () => {
    await servers?.close();
    await database?.drop();
  });

  it('leaves no answer, flag, score, severity, interpretation or support message in plain text in any table', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const { body: form } = await api(baseUrl, user, '/ptests/phq-9/questions');
    // Item 9 (thoughts of being better off dead or of hurting oneself) answered "nearly every day": flagged.
    const answers = (form.questions as Array<{ id: string; position: number }>).map((question) => ({
      question_id: question.id,
      value: question.position === 9 ? 3 : 2,
    }));
    const submitted = await api(baseUrl, user, '/users/me/ptests/phq-9/responses', {
      method: 'POST',
      body: { answers },
    });
    expect(submitted.status).toBe(201);
    const result = submitted.body as {
      id: string;
      total_score: number;
      severity: string;
      flags: string[];
      interpretation: string;
    };
    expect(result.flags).toContain('self_harm_risk');

    const marker = randomUUID();
    const message = {
      email: `at-rest-${marker}@example.com`,
      name: `Robin ${marker}`,
      topic: 'safety',
      message: `I need help with something private ${marker}.`,
    };
    const contact = await fetch(new URL('/api/support/contact', baseUrl), {
      method: 'POST',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
    expect(contact.status).toBe(201);

    const hits = await plainTextHits(database.handle.db, [
      // Answers were kept as [{"questionId": ..., "value": ...}]: numbers alone, so their key is what gives them away.
      { what: 'the answers', value: 'questionId' },
      { what: 'the self-harm flag', value: 'self_harm_risk', whole: true },
      // In a text column; the integer total_score column is gone (the migration test below lists what is left).
      { what: 'the score', value: String(result.total_score), whole: true },
      { what: 'the severity', value: result.severity, whole: true },
      { what: 'the interpretation', value: result.interpretation },
      { what: 'the support address', value: message.email },
      { what: 'the support name', value: message.name },
      { what: 'the support message', value: message.message },
      { what: 'the support message', value: marker },
      { what: 'the support topic', value: message.topic, whole: true },
    ]);
    expect(hits).toEqual([]);

    // Still all there for the person: history (trends), the export, and a progress link.
    const history = await api(baseUrl, user, '/users/me/ptests/responses');
    expect(history.body.responses).toEqual([
      expect.objectContaining({
        id: result.id,
        total_score: result.total_score,
        flags: result.flags,
        interpretation: result.interpretation,
      }),
    ]);
    const exported = await api(baseUrl, user, '/users/me/export');
    expect(exported.body.tables.ptest_responses).toEqual([
      expect.objectContaining({
        test_id: 'phq-9',
        total_score: result.total_score,
        severity: result.severity,
        flags: result.flags,
      }),
    ]);
    expect(exported.body.tables.support_messages).toEqual([
      expect.objectContaining({ email: message.email, name: message.name, topic: 'safety', message: message.message }),
    ]);
    // And on the progress page a link opens, signed out: the score and severity the person chose to share.
    const link = await api(baseUrl, user, '/users/me/share-progress', {
      method: 'POST',
      body: { expires_in_days: 1, include: ['questionnaires'] },
    });
    expect(link.status).toBe(201);
    const token = new URL(link.body.url as string).pathname.split('/').at(-1)!;
    const shared = await fetch(new URL(`/api/shared-progress/${token}`, baseUrl));
    expect(shared.status).toBe(200);
    expect(((await shared.json()) as { questionnaires: unknown }).questionnaires).toEqual([
      expect.objectContaining({ test_id: 'phq-9', total_score: result.total_score, severity: result.severity }),
    ]);
  });
});

describe('migration 019 on an install that stored results and support messages plain', () => {
  it('encrypts each, drops the plain columns, and the stores read them as they were', async () => {
    const cipher = createDataCipher(randomBytes(32));
    const old = await databaseAt(inject('databaseUrl'), '017-chat-row-binding', cipher);
    try {
      const db = old.handle.db;
      const user = await db
        .insertInto('users')
        .values({
          firebaseUid: `old-${randomUUID()}`,
          email: 'old@example.com',
          displayName: null,
          disclaimerAcceptedAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const answers = Array.from({ length: 9 }, (_, index) => ({
        questionId: `phq-9-${index + 1}`,
        value: index === 8 ? 1 : 0,
      }));
      await sql`insert into ptest_responses (user_id, test_id, total_score, severity, flags, interpretation, answers)
        values (${user.id}, 'phq-9', 1, 'minimal', ${['self_harm_risk']}, 'Few or no signs.', ${JSON.stringify(answers)}::jsonb)`.execute(
        db,
      );
      await sql`insert into support_messages (user_id, email, name, topic, message)
        values (${user.id}, 'old@example.com', 'Sam', 'billing', 'Where do I change my plan?')`.execute(db);

      expect(await old.migrateToLatest()).toContain('019-encrypt-results-and-support');

      const { rows: columns } = await sql<{ columnName: string }>`
        select column_name from information_schema.columns
        where table_schema = current_schema() and table_name in ('ptest_responses', 'support_messages')
        order by column_name`.execute(db);
      expect(columns.map((column) => column.columnName)).toEqual([
        'body_ciphertext',
        'created_at',
        'created_at',
        'id',
        'id',
        'result_ciphertext',
        'test_id',
        'user_id',
        'user_id',
      ]);
      const results = await createQuestionnaireStore(db, cipher).responsesOf(user.id);
      expect(results).toEqual([
        expect.objectContaining({
          testId: 'phq-9',
          totalScore: 1,
          severity: 'minimal',
          flags: ['self_harm_risk'],
          interpretation: 'Few or no signs.',
          answers,
        }),
      ]);
      expect(await createSupportStore(db, cipher).messagesOf(user.id)).toEqual([
        expect.objectContaining({
          email: 'old@example.com',
          name: 'Sam',
          topic: 'billing',
          message: 'Where do I change my plan?',
        }),
      ]);
    } finally {
      await old.drop();
    }
  });
});

describe('results and support messages bound to their row', () => {
  it('refuses to read two results or two messages whose ciphertexts were swapped in SQL', async () => {
    const handle = connectDatabase(inject('databaseUrl'), () => {});
    try {
      const cipher = createDataCipher(randomBytes(32));
      const questionnaires = createQuestionnaireStore(handle.db, cipher);
      const support = createSupportStore(handle.db, cipher);
      const firebaseUid = `swap-${randomUUID()}`;
      const user = await handle.db
        .insertInto('users')
        .values({ firebaseUid, email: 'swap@example.com', displayName: null, disclaimerAcceptedAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const result = { testId: 'phq-9', severity: 'minimal', flags: [], interpretation: 'Few signs.', answers: [] };
      const low = await questionnaires.insertResponse({ ...result, userId: user.id, totalScore: 1 });
      const high = await questionnaires.insertResponse({
        ...result,
        userId: user.id,
        totalScore: 20,
        severity: 'severe',
      });
      const words = { email: 'swap@example.com', name: null, topic: null };
      await support.storeMessage(firebaseUid, { ...words, message: 'The first thing I wrote.' });
      await support.storeMessage(firebaseUid, { ...words, message: 'The second thing I wrote.' });

      await sql`
        update ptest_responses r set result_ciphertext = o.result_ciphertext from ptest_responses o
        where (r.id, o.id) in ((${low.id}::uuid, ${high.id}::uuid), (${high.id}::uuid, ${low.id}::uuid))`.execute(
        handle.db,
      );
      await sql`
        update support_messages m set body_ciphertext = o.body_ciphertext from support_messages o
        where m.user_id = ${user.id} and o.user_id = m.user_id and o.id <> m.id`.execute(handle.db);

      await expect(questionnaires.responsesOf(user.id)).rejects.toBeInstanceOf(DecryptionError);
      await expect(support.messagesOf(user.id)).rejects.toBeInstanceOf(DecryptionError);
    } finally {
      await handle.close();
    }
  });
});
