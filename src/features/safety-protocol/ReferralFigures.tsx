import { useQuery } from '@tanstack/react-query';
import { referralFiguresQuery } from '../../lib/queries/law';
import * as styles from './CrisisProtocolPage.css';

const monthFormat = new Intl.DateTimeFormat('en-CA', { month: 'long', timeZone: 'UTC' });

function monthName(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** Last year's referral counts, published as Washington HB 2225 asks: counts only, no words, no identity. */
export function ReferralFiguresSection() {
  const figures = useQuery(referralFiguresQuery());
  const data = figures.data;
  return (
    <section className={styles.section} aria-labelledby="protocol-figures">
      <h2 id="protocol-figures">{data ? `Crisis referrals in ${data.year}` : 'Crisis referrals last year'}</h2>
      {figures.isPending ? <output>Loading last year’s figures…</output> : null}
      {figures.isError ? <p role="alert">Last year’s figures could not be loaded. Please try again later.</p> : null}
      {data ? (
        <>
          <p>
            How many times Doro showed the crisis resources in {data.year}: {data.totals.referrals} in all (
            {data.totals.byLevel.map((level) => `${level.level} ${level.referrals}`).join(', ')}). These are counts
            only: no words and nothing that identifies anyone.
          </p>
          {data.rows.length > 0 ? (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>Referrals by month, level and where the person lives</caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col">Level</th>
                    <th scope="col">Jurisdiction</th>
                    <th scope="col">Referrals</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={`${row.month}-${row.level}-${row.jurisdiction}`}>
                      <td>{monthName(row.month)}</td>
                      <td>{row.level}</td>
                      <td>{row.jurisdiction}</td>
                      <td>{row.referrals}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
