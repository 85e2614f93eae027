import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { PtestSummary } from '../../contract/ptests';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { plural } from '../../lib/i18n/format';
import { categoriesQuery } from '../../lib/queries/ptests';
import { Page } from '../../ui/Page';
import { questionnairesMessages } from './questionnaires.messages';
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
  const locale = useLocale();
  const t = useMessages(questionnairesMessages);
  const list = useQuery(categoriesQuery(undefined, locale));
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const searchId = useId();
  const categoryId = useId();

  const tests = (list.data?.tests ?? []).filter(
    (test) => (category === '' || test.category === category) && matches(test, search),
  );
  const categoryTitle = (id: string) => list.data?.categories.find((c) => c.id === id)?.title ?? id;

  return (
    <Page title={t.listTitle} documentTitle={t.listDocumentTitle}>
      <p>{t.listIntro}</p>
      <form aria-label={t.findQuestionnaire} className={styles.filters} onSubmit={(e) => e.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={categoryId}>{t.category}</label>
          <select
            id={categoryId}
            className={styles.input}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="">{t.allCategories}</option>
            {list.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={searchId}>{t.search}</label>
          <input
            id={searchId}
            type="search"
            className={styles.input}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t.searchPlaceholder}
          />
        </div>
      </form>
      {list.isPending && (
        <p>
          <output>{t.loadingList}</output>
        </p>
      )}
      {list.isError && <p role="alert">{list.error.message}</p>}
      {list.isSuccess && (
        <>
          <p className={styles.muted}>
            <output>{plural(locale, t.found, tests.length)}</output>
          </p>
          <ul className={styles.cards} aria-label={t.listTitle}>
            {tests.map((test) => (
              <li key={test.id} className={styles.card}>
                <h2 className={styles.cardTitle}>
                  <Link to="/questionnaire/$category/$id" params={{ category: test.category, id: test.id }}>
                    {test.title}
                  </Link>
                </h2>
                <p className={styles.muted}>
                  {fill(locale, t.cardDetails, {
                    category: categoryTitle(test.category),
                    items: test.itemCount,
                    minutes: test.minutesToComplete,
                  })}
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
