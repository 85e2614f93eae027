import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import * as styles from './Questionnaires.css';
import { ResultsTable } from './ResultsTable';
import { TrendChart } from './TrendChart';
import { useQuestionnaireHistory } from './use-history';

function Results() {
  const { isPending, error, groups } = useQuestionnaireHistory();
  if (isPending)
    return (
      <p>
        <output>Loading your results…</output>
      </p>
    );
  if (error) return <p role="alert">{error.message}</p>;
  if (groups.length === 0) return <p>No results yet.</p>;
  return groups.map(({ info, responses }) => (
    <section key={info.id} aria-labelledby={`print-${info.id}`} className={styles.section}>
      <h2 id={`print-${info.id}`}>{info.title}</h2>
      <TrendChart title={info.title} scoreRange={info.scoreRange} bands={info.bands} responses={responses} />
      <ResultsTable caption={`${info.title}: every result`} responses={responses} />
      <p className={styles.muted}>Source: {info.source}</p>
    </section>
  ));
}

/** /questionnaire/history/print: the results on paper (or a PDF through the browser's print dialog). */
export function PrintableHistory({ signedIn }: { signedIn: boolean }) {
  const [printedOn] = useState(() => new Date().toLocaleDateString());
  return (
    <div className={styles.printPage}>
      <Page title="My questionnaire results" documentTitle="Questionnaire results · Doro">
        <p>
          Printed from Doro on {printedOn}. These are screenings, not diagnoses; a doctor or mental health professional
          can look at them with you.
        </p>
        <div className={`${styles.actions} no-print`}>
          {signedIn && <Button onClick={() => window.print()}>Print or save as PDF</Button>}
          <Link to="/profile">Back to my profile</Link>
        </div>
        {signedIn ? (
          <Results />
        ) : (
          <p>
            <Link to="/login">Log in</Link> to see your results.
          </p>
        )}
      </Page>
    </div>
  );
}
