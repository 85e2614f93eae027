/**
 * The questionnaire tables (migration 006) as the handlers read and write them. The tables are typed here, next to
 * their only user, and added to the app's Kysely handle with `withTables` (type aliases: it needs index-compatible
 * types, which interfaces are not).
 */
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { PtestAnswer, PtestOption } from '../../src/contract/ptests';
import type { Database } from '../db/schema';

type PtestCategoriesTable = {
  id: string;
  title: string;
  position: number;
}

type PtestsTable = {
  id: string;
  categoryId: string;
  position: number;
  title: string;
  shortDescription: string;
  minutesToComplete: number;
  purpose: string;
  timeFrame: string;
  instructions: string;
  source: string;
  citation: string;
  licenceNote: string;
}

type PtestQuestionsTable = {
  id: string;
  testId: string;
  position: number;
  text: string;
  options: ColumnType<Array<{ value: number; label: string }>, string, never>;
}

type PtestResponsesTable = {
  id: Generated<string>;
  userId: string;
  testId: string;
  totalScore: number;
  severity: string;
  flags: string[];
  interpretation: string;
  answers: ColumnType<PtestAnswer[], string, never>;
  createdAt: ColumnType<Date, never, never>;
}

export type QuestionnaireTables = {
  ptestCategories: PtestCategoriesTable;
  ptests: PtestsTable;
  ptestQuestions: PtestQuestionsTable;
  ptestResponses: PtestResponsesTable;
}

const withPtests = (db: Kysely<Database>) => db.withTables<QuestionnaireTables>();

export async function listCategories(db: Kysely<Database>) {
  return withPtests(db).selectFrom('ptestCategories').select(['id', 'title']).orderBy('position').execute();
}

export async function listTests(db: Kysely<Database>) {
  return withPtests(db)
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

export async function findTest(db: Kysely<Database>, id: string) {
  return withPtests(db).selectFrom('ptests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function questionsOf(db: Kysely<Database>, testId: string) {
  const rows = await withPtests(db)
    .selectFrom('ptestQuestions')
    .select(['id', 'position', 'text', 'options'])
    .where('testId', '=', testId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ ...row, options: row.options as PtestOption[] }));
}

export type NewResponse = Omit<Selectable<PtestResponsesTable>, 'id' | 'createdAt'>;

/** Each questionnaire's source line, by id: results show where their score comes from. */
export async function listTestSources(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await withPtests(db).selectFrom('ptests').select(['id', 'source']).execute();
  return new Map(rows.map((row) => [row.id, row.source]));
}

export async function insertResponse(db: Kysely<Database>, response: NewResponse) {
  return withPtests(db)
    .insertInto('ptestResponses')
    .values({ ...response, answers: JSON.stringify(response.answers) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function responsesOf(db: Kysely<Database>, userId: string) {
  return withPtests(db)
    .selectFrom('ptestResponses')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export type ResponseRow = Awaited<ReturnType<typeof responsesOf>>[number];
