import { useQuery } from '@tanstack/react-query';
import type { LawRule } from '../../contract/law';
import { lawRulesQuery } from '../../lib/queries/law';
import * as styles from './CrisisProtocolPage.css';

const placeNames: Record<string, string> = {
  '*': 'Everywhere',
  'CA-QC': 'Quebec',
  CA: 'Canada',
  'US-CA': 'California',
  'US-NY': 'New York',
  'US-UT': 'Utah',
  'US-OR': 'Oregon',
  'US-WA': 'Washington',
  'US-IL': 'Illinois',
  'US-NV': 'Nevada',
  EU: 'European Union',
};

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

function since(rule: LawRule): string {
  // A rule starts at local midnight; its date in the place is the day of that instant less the hours it is behind.
  const day = dateFormat.format(new Date(Date.parse(rule.from) + 14 * 3_600_000));
  return rule.inForce ? `In force since ${day}` : `From ${day}`;
}

/**
 * Each duty of the server's jurisdiction table (server/law/jurisdictions.ts), where it applies, from when, and how
 * Doro meets it: generated from the table, so the page says what the server does.
 */
export function LawDuties() {
  const rules = useQuery(lawRulesQuery());
  return (
    <section className={styles.section} aria-labelledby="protocol-laws">
      <h2 id="protocol-laws">The law where you live</h2>
      <p>
        Laws about AI companions and mental-health apps differ by place. Doro asks where you live and follows the rules
        that apply there; if you would rather not say, it follows the strictest of them all.
      </p>
      {rules.isPending ? <output>Loading the rules…</output> : null}
      {rules.isError ? <p role="alert">The list of rules could not be loaded. Please try again later.</p> : null}
      {rules.data?.map((rule) => (
        <article key={rule.id} className={styles.duty} aria-labelledby={`duty-${rule.id}`}>
          <h3 id={`duty-${rule.id}`} className={styles.dutyLaw}>
            {rule.law}
          </h3>
          <p className={styles.dutyMeta}>
            {rule.places.map((place) => placeNames[place] ?? place).join(', ')} · {since(rule)}
          </p>
          <p className={styles.dutyText}>{rule.howDoroMeetsIt}</p>
        </article>
      ))}
    </section>
  );
}
