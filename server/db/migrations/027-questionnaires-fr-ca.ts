import { sql, type Kysely } from 'kysely';
import { frenchCategories, frenchInstruments } from './027-questionnaires-fr-ca/instruments';
import { gad7French } from './027-questionnaires-fr-ca/gad-7';

// The questionnaires in Canadian French (issue 21, decision 034), beside the English of migration 006, which stays
// as it was. A translation row per locale: what Doro writes about each instrument, and the items only where a
// validated French version may be used (the GAD-7). Reads fall back to the English of any field or item without
// one. The public cache forgets the questionnaires on any change to these tables, as migration 018 set up for the
// others (the function is written out there; the tag is written out here, as a shipped migration must not change).
const tables = ['ptest_category_translations', 'ptest_translations', 'ptest_question_translations'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ptest_category_translations (
      category_id text not null references ptest_categories (id) on delete cascade,
      locale text not null check (locale in ('fr-CA')),
      title text not null,
      primary key (category_id, locale)
    )
  `.execute(db);
  await sql`
    create table ptest_translations (
      test_id text not null references ptests (id) on delete cascade,
      locale text not null check (locale in ('fr-CA')),
      title text not null,
      short_description text not null,
      purpose text not null,
      time_frame text not null,
      -- The validated stem in this language; null while the items are not translated (the English stem stays).
      instructions text,
      source text not null,
      licence_note text not null,
      primary key (test_id, locale)
    )
  `.execute(db);
  await sql`
    create table ptest_question_translations (
      question_id text not null references ptest_questions (id) on delete cascade,
      locale text not null check (locale in ('fr-CA')),
      text text not null,
      -- Same values as the English options, in the same order: only the labels differ.
      options jsonb not null,
      primary key (question_id, locale)
    )
  `.execute(db);
  for (const table of tables) {
    await sql`
      create trigger ${sql.raw(`${table}_notify_public_changed`)} after insert or update or delete or truncate
        on ${sql.table(table)} for each statement execute function doro_notify_public_changed('questionnaires')
    `.execute(db);
  }

  for (const category of frenchCategories) {
    await sql`
      insert into ptest_category_translations (category_id, locale, title)
      values (${category.id}, 'fr-CA', ${category.title})
    `.execute(db);
  }
  for (const test of frenchInstruments) {
    await sql`
      insert into ptest_translations (test_id, locale, title, short_description, purpose, time_frame, instructions,
        source, licence_note)
      values (${test.id}, 'fr-CA', ${test.title}, ${test.shortDescription}, ${test.purpose}, ${test.timeFrame},
        ${test.instructions}, ${test.source}, ${test.licenceNote})
    `.execute(db);
  }
  for (const [index, text] of gad7French.items.entries()) {
    await sql`
      insert into ptest_question_translations (question_id, locale, text, options)
      values (${`gad-7-${index + 1}`}, 'fr-CA', ${text}, ${JSON.stringify(gad7French.options)}::jsonb)
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables.toReversed()) await sql`drop table ${sql.table(table)}`.execute(db);
}
