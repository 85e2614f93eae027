import { Link } from '@tanstack/react-router';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { historyCsv } from './history-csv';
import { questionnairesMessages } from './questionnaires.messages';
import * as styles from './Questionnaires.css';
import { ResultsTable } from './ResultsTable';
import { TrendChart } from './TrendChart';
import { useQuestionnaireHistory } from './use-history';

function downloadCsv(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * For /profile: each instrument's results over time as a trend chart with its band thresholds, a table of the
 * values, and an export (CSV, or a printable page to save as PDF). Fetches its own data; no props.
 */
export function QuestionnaireHistory() {
  const locale = useLocale();
  const t = useMessages(questionnairesMessages);
  const { isPending, error, responses, groups } = useQuestionnaireHistory();

  return (
    <section aria-labelledby="questionnaire-history-heading" className={styles.section}>
      <h2 id="questionnaire-history-heading">{t.historyHeading}</h2>
      {isPending && (
        <p>
          <output>{t.loadingResults}</output>
        </p>
      )}
      {error && <p role="alert">{error.message}</p>}
      {!isPending && !error && responses.length === 0 && (
        <p>
          {t.noResults} <Link to="/database">{t.takeOne}</Link> {t.takeOneEnd}
        </p>
      )}
      {groups.map(({ info, responses: results }) => (
        <article
          key={info.id}
          aria-labelledby={`trend-${info.id}`}
          className={styles.section}
          data-testid={`trend-${info.id}`}
        >
          <h3 id={`trend-${info.id}`}>{info.title}</h3>
          <TrendChart title={info.title} scoreRange={info.scoreRange} bands={info.bands} responses={results} />
          <ResultsTable
            caption={fill(locale, t.everyResult, { title: info.title })}
            bands={info.bands}
            responses={results}
          />
        </article>
      ))}
      {responses.length > 0 && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() =>
              downloadCsv(
                historyCsv(responses, (id) => groups.find((g) => g.info.id === id)?.info.title ?? id, t.csvHeader),
                t.csvFile,
              )
            }
          >
            {t.downloadCsv}
          </Button>
          <Link to="/questionnaire/history/print">{t.printable}</Link>
        </div>
      )}
      <p className={styles.muted}>{t.screenings}</p>
    </section>
  );
}
