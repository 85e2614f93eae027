import { CRISIS } from './legal-facts';
import * as styles from './Legal.css';

/** The numbers to call or text, one tap away on a phone (tel: and sms: links). Shared by every legal text. */
export function CrisisResources({ heading = 'If you are in crisis' }: { heading?: string }) {
  return (
    <section className={styles.crisis} aria-label={heading}>
      <p>
        <strong>{heading}:</strong> Doro cannot help in an emergency. Reach people who can, right now:
      </p>
      <ul>
        <li>
          In immediate danger: call <a href={`tel:${CRISIS.emergency}`}>{CRISIS.emergency}</a> (emergency services in
          Canada and the US).
        </li>
        <li>
          Thinking about suicide or in a mental-health crisis: call or text{' '}
          <a href={`tel:${CRISIS.suicideCrisisLine}`}>{CRISIS.suicideCrisisLine}</a> (the 9-8-8 Suicide Crisis Helpline
          in Canada, the 988 Suicide &amp; Crisis Lifeline in the US), any time, day or night.
        </li>
        <li>
          Young people in Canada: Kids Help Phone, call{' '}
          <a href={`tel:${CRISIS.kidsHelpPhoneCall.replaceAll('-', '')}`}>{CRISIS.kidsHelpPhoneCall}</a> or text{' '}
          <a href={`sms:${CRISIS.kidsHelpPhoneText}`}>{CRISIS.kidsHelpPhoneText}</a>.
        </li>
        <li>
          Anywhere else: find a helpline in your country at{' '}
          <a href={CRISIS.helplineDirectoryUrl} target="_blank" rel="noopener noreferrer">
            {CRISIS.helplineDirectory}
          </a>
          .
        </li>
      </ul>
    </section>
  );
}
