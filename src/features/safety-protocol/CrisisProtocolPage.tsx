import { Link } from '@tanstack/react-router';
import {
  CRISIS_PROTOCOL,
  CRISIS_PROTOCOL_LEAD,
  CRISIS_PROTOCOL_VERSION,
  type ProtocolSection,
} from '../../contract/crisis-protocol';
import { CrisisCard } from '../../ui/CrisisCard';
import { Page } from '../../ui/Page';
import * as styles from './CrisisProtocolPage.css';
import { LawDuties } from './LawDuties';
import { ReferralFiguresSection } from './ReferralFigures';

function Section({ section }: { section: ProtocolSection }) {
  return (
    <section className={styles.section} aria-labelledby={section.id}>
      <h2 id={section.id}>{section.heading}</h2>
      {section.blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>{block}</p>
        ) : (
          <ul key={index}>
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </section>
  );
}

/**
 * The published crisis protocol (California SB 243, New York GBL art. 47, Washington HB 2225; reference/safety.md
 * point 5): what Doro looks for, what it shows, what its replies never do, what is recorded, each law's duty and how
 * Doro meets it (from the server's jurisdiction table), and last year's referral counts. The words are the
 * contract's (src/contract/crisis-protocol.ts), which the yearly report prints too.
 */
export function CrisisProtocolPage() {
  return (
    <Page title="Our crisis protocol" documentTitle="Crisis protocol · Doro">
      <p className={styles.lead}>{CRISIS_PROTOCOL_LEAD}</p>
      <div className={styles.card}>
        <CrisisCard headingLevel={2} />
      </div>
      {CRISIS_PROTOCOL.map((section) => (
        <Section key={section.id} section={section} />
      ))}
      <p>
        Questions about this protocol are welcome through <Link to="/support">our contact page</Link>.
      </p>
      <LawDuties />
      <ReferralFiguresSection />
      <p className={styles.version}>Protocol version {CRISIS_PROTOCOL_VERSION}.</p>
    </Page>
  );
}
