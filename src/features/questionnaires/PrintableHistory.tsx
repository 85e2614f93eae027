import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { formatDate } from '../../lib/i18n/format';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { questionnairesMessages } from './questionnaires.messages';
import * as styles from './Questionnaires.css';
import { ResultsTable } from './ResultsTable';
import { TrendChart } from './TrendChart';
import { useQuestionnaireHistory } from './use-history';

function Results() {
  const locale = useLocale();
  const t = useMessages(questionnairesMessages);
  const { isPending, error, groups } = useQuestionnaireHistory();
  if (isPending)
    return (
      <p>
        <output>{t.loadingResults}</output>
      </p>
    );
  if (error) return <p role="alert">{error.message}</p>;
  if (groups.length === 0) return <p>{t.noResults}</p>;
  return groups.map(({ info, responses }) => (
    <section key={info.id} aria-labelledby={`print-${info.id}`} className={styles.section}>
      <h2 id={`print-${info.id}`}>{info.title}</h2>
      <TrendChart title={info.title} scoreRange={info.scoreRange} bands={info.bands} responses={responses} />
      <ResultsTable
        caption={fill(locale, t.everyResult, { title: info.title })}
        bands={info.bands}
        responses={responses}
      />
      <p className={styles.muted}>{fill(locale, t.sourceLine, { source: info.source })}</p>
    </section>
  ));
}

/** /questionnaire/history/print: the results on paper (or a PDF through the browser's print dialog). */
export function PrintableHistory({ signedIn }: { signedIn: boolean }) {
  const locale = useLocale();
  const t = useMessages(questionnairesMessages);
  const [printedOn] = useState(() => new Date());
  return (
    <div className={styles.printPage}>
      <Page title={t.printTitle} documentTitle={t.printDocumentTitle}>
        <p>{fill(locale, t.printedOn, { date: formatDate(locale, printedOn, { dateStyle: 'long' }) })}</p>
        <div className={`${styles.actions} no-print`}>
          {signedIn && <Button onClick={() => window.print()}>{t.print}</Button>}
          <Link to="/profile">{t.backToProfile}</Link>
        </div>
        {signedIn ? (
          <Results />
        ) : (
          <p>
            <Link to="/login">{t.logInCapital}</Link> {t.logInToSee}
          </p>
        )}
      </Page>
    </div>
  );
}
