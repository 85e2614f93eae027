import { Link } from '@tanstack/react-router';
import { CrisisCard } from '../../ui/CrisisCard';
import { Page } from '../../ui/Page';
import * as styles from './CrisisProtocolPage.css';

/**
 * The published crisis protocol (California SB 243, New York GBL art. 47; reference/safety.md point 5): what Doro
 * looks for, what it shows, what its replies never do, and what is recorded. Public, in plain words, and true to
 * what server/safety does: change this page when the safety layer changes.
 */
export function CrisisProtocolPage() {
  return (
    <Page title="Our crisis protocol" documentTitle="Crisis protocol · Doro">
      <p className={styles.lead}>
        Doro is an AI coach. It is not a human, not a therapist and not an emergency service, and no one watches
        conversations as they happen. If you are in danger now, call 911. Do not wait for Doro.
      </p>
      <div className={styles.card}>
        <CrisisCard headingLevel={2} />
      </div>

      <section className={styles.section} aria-labelledby="protocol-detects">
        <h2 id="protocol-detects">What Doro looks for</h2>
        <p>
          Every message you send is checked by a safety layer that works on its own, without the AI model that writes
          Doro&apos;s replies. It looks for signs, said directly or indirectly, of:
        </p>
        <ul>
          <li>thoughts of suicide or of not wanting to be alive;</li>
          <li>self-harm;</li>
          <li>wanting to harm someone else;</li>
          <li>abuse: someone hurting, threatening or exploiting you;</li>
          <li>danger right now, such as having the means at hand or someone threatening you.</li>
        </ul>
        <p>
          It reads a message together with what you said just before, understands common slang, misspellings and some
          French, and knows that sayings like &ldquo;this workout is killing me&rdquo; or &ldquo;I would never hurt
          myself&rdquo; are not a crisis. Answers to questionnaires count too: a PHQ-9 or PHQ-A item 9 answer of 1 or
          more, or any &ldquo;yes&rdquo; on the ASQ, brings up the same help.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="protocol-shows">
        <h2 id="protocol-shows">What happens when it finds one</h2>
        <ul>
          <li>
            The crisis resources appear at once, before any reply: 988 (call or text), 911, Kids Help Phone
            (1-800-668-6868 or text 686868) and findahelpline.com for other countries.
          </li>
          <li>When the danger looks immediate, emergency services (911) come first.</li>
          <li>
            If you wrote a safety plan (on your profile), your own plan comes first in the crisis resources: your
            warning signs, what helps, and the people you chose to call. Without one, Doro offers once to help you
            make one; it is always your choice.
          </li>
          <li>
            Doro&apos;s reply turns to your safety: it asks how you are right now and encourages you to reach a person
            who can help. The rest of the session stays focused on that.
          </li>
          <li>
            Doro cannot call anyone for you and does not alert emergency services or your contacts. Reaching out is
            up to you, and the numbers above answer day and night.
          </li>
        </ul>
        <p>
          Help is one tap away on every screen, crisis or not: the &ldquo;Help is available&rdquo; link leads to the
          helpline directory.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="protocol-replies">
        <h2 id="protocol-replies">What Doro&apos;s replies never do</h2>
        <p>Every reply, whatever AI writes it, passes a second check before you see it. Doro never:</p>
        <ul>
          <li>gives methods or means of self-harm or suicide;</li>
          <li>claims to be a human, a therapist, a doctor or any licensed professional;</li>
          <li>writes sexual content;</li>
          <li>diagnoses a condition or gives advice about medication.</li>
        </ul>
        <p>A sentence that breaks these rules is replaced with a supportive line that points to real help.</p>
      </section>

      <section className={styles.section} aria-labelledby="protocol-disclosure">
        <h2 id="protocol-disclosure">Reminders that Doro is an AI</h2>
        <p>
          Doro says it is an AI, not a human, at the start of every session, whenever you ask, and every 3 hours.
          People under 18 also get a reminder to take a break every 3 hours. Doro may not be right for some young
          people: a trusted adult, a doctor or Kids Help Phone can help you find what is.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="protocol-records">
        <h2 id="protocol-records">What is recorded</h2>
        <p>
          Each time the crisis resources are shown, Doro adds one to a daily count by level (concern, urgent or
          imminent) and kind of risk. The count holds no message text and nothing that identifies you. We use it to
          report how often the protocol is used and to improve it.
        </p>
        <p>
          In your own session history, the message that brought up the crisis resources keeps their level and kind
          (never a copy of your words), so they show again in the same place when you come back to the conversation
          or read its transcript. Only you can see it, and it is deleted with the session or your account.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="protocol-limits">
        <h2 id="protocol-limits">Its limits</h2>
        <p>
          Automatic checks can miss something or worry when there is no need. Doro is built to err on the side of
          caution, but it is no substitute for a person. Questions about this protocol are welcome through{' '}
          <Link to="/support">our contact page</Link>.
        </p>
      </section>
    </Page>
  );
}
