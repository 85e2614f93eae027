import type { SupportContactBody } from '../../contract/support';
import { ContactForm } from './ContactForm';
import { CrisisResources } from './CrisisResources';
import * as styles from './Legal.css';

interface SupportTextProps {
  /** Sends the contact form's message; the app wires it to POST /api/support/contact. */
  onSubmit: (body: SupportContactBody) => Promise<unknown>;
  defaultEmail?: string;
}

/** The Support popup (/support): how to reach us, answers to the common questions, and the contact form. */
export function SupportText({ onSubmit, defaultEmail }: SupportTextProps) {
  return (
    <article className={styles.text}>
      <CrisisResources heading="If you need help right now" />
      <p>
        People on the Doro team read every message. Write to us with the form below and we will reply by email. We are
        not a crisis service: if you are in danger, use the numbers above instead of waiting for us.
      </p>

      <h3>Quick answers</h3>
      <ul>
        <li>
          <strong>Forgot your password?</strong> Use &ldquo;Forgot password&rdquo; on the login page; we will email you
          a link to choose a new one.
        </li>
        <li>
          <strong>Plans and billing:</strong> see, change or cancel your plan from your profile.
        </li>
        <li>
          <strong>Your data:</strong> export it, or delete single sessions or your whole account, from your profile.
        </li>
        <li>
          <strong>A reply from Doro worried you?</strong> Tell us with the topic &ldquo;Safety&rdquo;. Leave out
          anything you would rather we did not read; we will look into it.
        </li>
      </ul>

      <h3>Write to us</h3>
      <ContactForm onSubmit={onSubmit} defaultEmail={defaultEmail} />
    </article>
  );
}
