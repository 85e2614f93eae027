/**
 * The questionnaire tables (migrations 006 and 019) as the handlers read and write them, through
 * `createQuestionnaireStore`. The instruments are public wording, stored plain. A person's result (answers, score,
 * severity, flags such as self-harm, the interpretation shown) is one JSON value encrypted with the data cipher and
 * bound to its row, so the database holds nothing of it in plain text; only who, which questionnaire and when stay
 * readable, for ordering and deleting. History, trends and the export read one person's rows and decrypt them here.
 * The tables are typed with the others in server/db/schema.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PtestAnswer, PtestFlag, PtestOption } from '../../src/contract/ptests';
import { rowBinding, type DataCipher } from '../chat/crypto';
import type { Database } from '../db/schema';

async function listCategories(db: Kysely<Database>) {
  return db.selectFrom('ptestCategories').select(['id', 'title']).orderBy('position').execute();
}

async function listTests(db: Kysely<Database>) {
  return db
    .selectFrom('ptests')
    .innerJoin('ptestCategories', 'ptestCategories.id', 'ptests.categoryId')
    .select((eb) => [
      'ptests.id',
      'ptests.categoryId',
      'ptests.title',
      'ptests.shortDescription',
      'ptests.minutesToComplete',
      eb
        .selectFrom('ptestQuestions')
        .whereRef('ptestQuestions.testId', '=', 'ptests.id')
        .select((count) => count.fn.countAll<string>().as('n'))
        .as('itemCount'),
    ])
    .orderBy('ptestCategories.position')
    .orderBy('ptests.position')
    .execute();
}

async function findTest(db: Kysely<Database>, id: string) {
  return db.selectFrom('ptests').selectAll().where('id', '=', id).executeTakeFirst();
}

async function questionsOf(db: Kysely<Database>, testId: string) {
  const rows = await db
    .selectFrom('ptestQuestions')
    .select(['id', 'position', 'text', 'options'])
    .where('testId', '=', testId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ ...row, options: row.options as PtestOption[] }));
}

/** Each questionnaire's source line, by id: results show where their score comes from. */
async function listTestSources(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('ptests').select(['id', 'source']).execute();
  return new Map(rows.map((row) => [row.id, row.source]));
}

/** What a stored result says, all of it encrypted. */
export interface ResultValues {
  totalScore: number;
  severity: string;
  flags: PtestFlag[];
  interpretation: string;
  answers: PtestAnswer[];
}

export interface NewResponse extends ResultValues {
  userId: string;
  testId: string;
}

export interface ResponseRow extends NewResponse {
  id: string;
  createdAt: Date;
}

const resultBinding = (id: string) => rowBinding('ptest_responses', id, 'result_ciphertext');

export function createQuestionnaireStore(db: Kysely<Database>, cipher: DataCipher) {
  const decrypt = (row: { id: string; userId: string; testId: string; resultCiphertext: Buffer; createdAt: Date }) => {
    const values = JSON.parse(cipher.decrypt(row.resultCiphertext, resultBinding(row.id))) as ResultValues;
    return {
      id: row.id,
      userId: row.userId,
      testId: row.testId,
      createdAt: row.createdAt,
      totalScore: values.totalScore,
      severity: values.severity,
      flags: values.flags,
      interpretation: values.interpretation,
      answers: values.answers,
    } satisfies ResponseRow;
  };

  return {
    listCategories: () => listCategories(db),
    listTests: () => listTests(db),
    findTest: (id: string) => findTest(db, id),
    questionsOf: (testId: string) => questionsOf(db, testId),
    listTestSources: () => listTestSources(db),

    /** Stores one scored response; the id is chosen here, since the ciphertext is bound to it. */
    async insertResponse(response: NewResponse): Promise<ResponseRow> {
      const id = randomUUID();
      const { userId, testId, ...values } = response;
      const result: ResultValues = {
        totalScore: values.totalScore,
        severity: values.severity,
        flags: values.flags,
        interpretation: values.interpretation,
        answers: values.answers,
      };
      const row = await db
        .insertInto('ptestResponses')
        .values({ id, userId, testId, resultCiphertext: cipher.encrypt(JSON.stringify(result), resultBinding(id)) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return decrypt(row);
    },

    /** One person's results, oldest first. */
    async responsesOf(userId: string): Promise<ResponseRow[]> {
      const rows = await db
        .selectFrom('ptestResponses')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return rows.map(decrypt);
    },
  };
}

export type QuestionnaireStore = ReturnType<typeof createQuestionnaireStore>;
