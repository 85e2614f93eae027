import { sql, type Kysely } from 'kysely';
import { seedCategories, seedInstruments, seedQuestionId } from './006-questionnaires-seed';

// Validated questionnaires (issue 6): the instruments with their own wording, and the responses people keep.
// Scoring is code (server/questionnaires/scoring.ts); the tables hold what is shown and what was answered.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ptest_categories (
      id text primary key,
      title text not null,
      position smallint not null unique
    )
  `.execute(db);

  await sql`
    create table ptests (
      id text primary key,
      category_id text not null references ptest_categories (id),
      position smallint not null unique,
      title text not null,
      short_description text not null,
      minutes_to_complete smallint not null check (minutes_to_complete >= 1),
      purpose text not null,
      time_frame text not null,
      instructions text not null,
      source text not null,
      citation text not null,
      licence_note text not null
    )
  `.execute(db);

  await sql`
    create table ptest_questions (
      id text primary key,
      test_id text not null references ptests (id) on delete cascade,
      position smallint not null check (position >= 1),
      text text not null,
      -- [{"value": 0, "label": "Not at all"}, ...] in the order shown.
      options jsonb not null,
      unique (test_id, position)
    )
  `.execute(db);

  await sql`
    create table ptest_responses (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      test_id text not null references ptests (id),
      total_score integer not null,
      severity text not null,
      flags text[] not null default '{}',
      -- The band's meaning as it was shown: a later rewording does not change what someone was told.
      interpretation text not null,
      -- [{"questionId": "phq-9-1", "value": 2}, ...] in item order, as scored.
      answers jsonb not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index ptest_responses_user_created on ptest_responses (user_id, created_at)`.execute(db);

  for (const [index, category] of seedCategories.entries()) {
    await sql`insert into ptest_categories (id, title, position) values (${category.id}, ${category.title}, ${index + 1})`.execute(
      db,
    );
  }
  for (const [index, test] of seedInstruments.entries()) {
    await sql`
      insert into ptests (id, category_id, position, title, short_description, minutes_to_complete, purpose,
        time_frame, instructions, source, citation, licence_note)
      values (${test.id}, ${test.category}, ${index + 1}, ${test.title}, ${test.shortDescription},
        ${test.minutesToComplete}, ${test.purpose}, ${test.timeFrame}, ${test.instructions}, ${test.source},
        ${test.citation}, ${test.licenceNote})
    `.execute(db);
    for (const [itemIndex, item] of test.items.entries()) {
      const text = typeof item === 'string' ? item : item.text;
      const options = typeof item === 'string' ? test.options : item.options;
      await sql`
        insert into ptest_questions (id, test_id, position, text, options)
        values (${seedQuestionId(test.id, itemIndex + 1)}, ${test.id}, ${itemIndex + 1}, ${text},
          ${JSON.stringify(options)}::jsonb)
      `.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ptest_responses`.execute(db);
  await sql`drop table ptest_questions`.execute(db);
  await sql`drop table ptests`.execute(db);
  await sql`drop table ptest_categories`.execute(db);
}
