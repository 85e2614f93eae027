import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { PtestSummary } from '../../contract/ptests';
import { categoriesQuery } from '../../lib/queries/ptests';
import { Page } from '../../ui/Page';
import * as styles from './Questionnaires.css';

function matches(test: PtestSummary, words: string): boolean {
  const text = `${test.title} ${test.shortDescription} ${test.id}`.toLowerCase();
  return words
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** /database: every questionnaire, filtered by category and searched by words in its title or description. */
export function DatabasePage() {
  const list = useQuery(categoriesQuery());
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const searchId = useId();
  const categoryId = useId();

  const tests = (list.data?.tests ?? []).filter(
    (test) => (category === '' || test.category === category) && matches(test, search),
  );
  const categoryTitle = (id: string) => list.data?.categories.find((c) => c.id === id)?.title ?? id;

  return (
    <Page title="Questionnaires" documentTitle="Questionnaires · Doro">
      <p>
        Validated screening questionnaires, scored exactly as published. They help you notice how you are doing; they
        are not a diagnosis.
      </p>
      <form aria-label="Find a questionnaire" className={styles.filters} onSubmit={(e) => e.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={categoryId}>Category</label>
          <select
            id={categoryId}
            className={styles.input}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="">All categories</option>
            {list.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={searchId}>Search</label>
          <input
            id={searchId}
            type="search"
            className={styles.input}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="e.g. anxiety, sleep, PHQ"
          />
        </div>
      </form>
      {list.isPending && (
        <p>
          <output>Loading the questionnaires…</output>
        </p>
      )}
      {list.isError && <p role="alert">{list.error.message}</p>}
      {list.isSuccess && (
        <>
          <p className={styles.muted}>
            <output>{tests.length === 1 ? '1 questionnaire' : `${tests.length} questionnaires`}</output>
          </p>
          <ul className={styles.cards} aria-label="Questionnaires">
            {tests.map((test) => (
              <li key={test.id} className={styles.card}>
                <h2 className={styles.cardTitle}>
                  <Link to="/questionnaire/$category/$id" params={{ category: test.category, id: test.id }}>
                    {test.title}
                  </Link>
                </h2>
                <p className={styles.muted}>
                  {categoryTitle(test.category)} · {test.itemCount} questions · about {test.minutesToComplete} min
                </p>
                <p className={styles.muted}>{test.shortDescription}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
