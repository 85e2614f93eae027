import type { PtestResponse } from '../../contract/ptests';
import * as styles from './Questionnaires.css';
import { formatDate } from './TrendChart';

/** Every result of one instrument as a table: the chart's values for anyone who cannot see it, and for print. */
export function ResultsTable({ caption, responses }: { caption: string; responses: readonly PtestResponse[] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Score</th>
          <th scope="col">Band</th>
        </tr>
      </thead>
      <tbody>
        {responses.map((response) => (
          <tr key={response.id}>
            <td>{formatDate(response.createdAt)}</td>
            <td>{response.totalScore}</td>
            <td>{response.severity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
