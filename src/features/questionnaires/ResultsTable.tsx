import type { PtestBand, PtestResponse } from '../../contract/ptests';
import { formatNumber, useLocale, useMessages } from '../../lib/i18n/i18n';
import { questionnairesMessages } from './questionnaires.messages';
import * as styles from './Questionnaires.css';
import { bandTitle, formatDate } from './TrendChart';

interface ResultsTableProps {
  caption: string;
  /** The instrument's bands, whose titles name each result's severity in the page's language. */
  bands: readonly PtestBand[];
  responses: readonly PtestResponse[];
}

/** Every result of one instrument as a table: the chart's values for anyone who cannot see it, and for print. */
export function ResultsTable({ caption, bands, responses }: ResultsTableProps) {
  const locale = useLocale();
  const t = useMessages(questionnairesMessages);
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.date}</th>
          <th scope="col">{t.score}</th>
          <th scope="col">{t.band}</th>
        </tr>
      </thead>
      <tbody>
        {responses.map((response) => (
          <tr key={response.id}>
            <td>{formatDate(locale, response.createdAt)}</td>
            <td>{formatNumber(locale, response.totalScore)}</td>
            <td>{bandTitle(bands, response.severity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
