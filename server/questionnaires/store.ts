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
import type { PtestAnswer, PtestFlag, PtestLanguage, PtestOption } from '../../src/contract/ptests';
import { rowBinding, type DataCipher } from '../chat/crypto';
import type { Database } from '../db/schema';

async function listCategories(db: Kysely<Database>, locale: PtestLanguage) {
  return db
    .selectFrom('ptestCategories')
    .leftJoin('ptestCategoryTranslations as tr', (join) =>
      join.onRef('tr.categoryId', '=', 'ptestCategories.id').on('tr.locale', '=', locale),
    )
    .select((eb) => ['ptestCategories.id', eb.fn.coalesce('tr.title', 'ptestCategories.title').as('title')])
    .orderBy('ptestCategories.position')
    .execute();
}

async function listTests(db: Kysely<Database>, locale: PtestLanguage) {
  return db
    .selectFrom('ptests')
    .innerJoin('ptestCategories', 'ptestCategories.id', 'ptests.categoryId')
    .leftJoin('ptestTranslations as tr', (join) =>
      join.onRef('tr.testId', '=', 'ptests.id').on('tr.locale', '=', locale),
    )
    .select((eb) => [
      'ptests.id',
      'ptests.categoryId',
      eb.fn.coalesce('tr.title', 'ptests.title').as('title'),
      eb.fn.coalesce('tr.shortDescription', 'ptests.shortDescription').as('shortDescription'),
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

/** A questionnaire, what Doro writes about it in `locale` where there is a translation, else in English. */
async function findTest(db: Kysely<Database>, id: string, locale: PtestLanguage = 'en') {
  return db
    .selectFrom('ptests')
    .leftJoin('ptestTranslations as tr', (join) =>
      join.onRef('tr.testId', '=', 'ptests.id').on('tr.locale', '=', locale),
    )
    .select((eb) => [
      'ptests.id',
      'ptests.categoryId',
      'ptests.minutesToComplete',
      'ptests.citation',
      eb.fn.coalesce('tr.title', 'ptests.title').as('title'),
      eb.fn.coalesce('tr.shortDescription', 'ptests.shortDescription').as('shortDescription'),
      eb.fn.coalesce('tr.purpose', 'ptests.purpose').as('purpose'),
      eb.fn.coalesce('tr.timeFrame', 'ptests.timeFrame').as('timeFrame'),
      eb.fn.coalesce('tr.instructions', 'ptests.instructions').as('instructions'),
      eb.fn.coalesce('tr.source', 'ptests.source').as('source'),
      eb.fn.coalesce('tr.licenceNote', 'ptests.licenceNote').as('licenceNote'),
    ])
    .where('ptests.id', '=', id)
    .executeTakeFirst();
}

/**
 * The items of a questionnaire in `locale`, and the language they are in: `locale` only when every item has its
 * validated translation (never a mix), else English. Values are the same in every language.
 */
async function questionsOf(db: Kysely<Database>, testId: string, locale: PtestLanguage = 'en') {
  const rows = await db
    .selectFrom('ptestQuestions')
    .leftJoin('ptestQuestionTranslations as tr', (join) =>
      join.onRef('tr.questionId', '=', 'ptestQuestions.id').on('tr.locale', '=', locale),
    )
    .select([
      'ptestQuestions.id',
      'ptestQuestions.position',
      'ptestQuestions.text',
      'ptestQuestions.options',
      'tr.text as translatedText',
      'tr.options as translatedOptions',
    ])
    .where('ptestQuestions.testId', '=', testId)
    .orderBy('ptestQuestions.position')
    .execute();
  const translated = locale !== 'en' && rows.length > 0 && rows.every((row) => row.translatedText !== null);
  return {
    language: translated ? locale : ('en' as PtestLanguage),
    questions: rows.map((row) => ({
      id: row.id,
      position: row.position,
      text: translated ? row.translatedText! : row.text,
      options: (translated ? row.translatedOptions! : row.options) as PtestOption[],
    })),
  };
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
    listCategories: (locale: PtestLanguage = 'en') => listCategories(db, locale),
    listTests: (locale: PtestLanguage = 'en') => listTests(db, locale),
    findTest: (id: string, locale?: PtestLanguage) => findTest(db, id, locale),
    questionsOf: (testId: string, locale?: PtestLanguage) => questionsOf(db, testId, locale),
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
