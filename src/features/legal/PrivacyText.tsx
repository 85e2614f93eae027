import {
  MINIMUM_AGE,
  PARENTAL_PERMISSION_UNTIL_AGE,
  PRIVACY_LAST_UPDATED,
  PRIVACY_LAST_UPDATED_ISO,
  RETENTION,
} from './legal-facts';
import * as styles from './Legal.css';

/** The Privacy Policy, in plain words. Shown in the Privacy popup (/privacy). */
export function PrivacyText() {
  return (
    <article className={styles.text}>
      <p className={styles.updated}>
        Last updated <time dateTime={PRIVACY_LAST_UPDATED_ISO}>{PRIVACY_LAST_UPDATED}</time>
      </p>
      <p>
        What you share with Doro can be very personal. This policy says what we collect, why, how long we keep it, who
        else sees it, and how you stay in control of it.
      </p>

      <h3>The short version</h3>
      <ul>
        <li>We never sell your personal information.</li>
        <li>
          We never share what you write in sessions or your questionnaire answers for advertising, and we never use them
          to choose ads for you.
        </li>
        <li>What you write in sessions is encrypted when stored.</li>
        <li>You can export your data and delete it, or your whole account, from your profile at any time.</li>
      </ul>

      <h3>What we collect</h3>
      <ul>
        <li>
          <strong>Your account:</strong> your email address, the name you choose to give, and your sign-in details (your
          password is handled by our sign-in provider; we never see it). If you sign in with Google, we receive your
          email address and name from Google.
        </li>
        <li>
          <strong>What you write in sessions:</strong> your messages and Doro&rsquo;s replies, so you can come back to
          your conversations. They are encrypted at rest, and sent only over encrypted connections.
        </li>
        <li>
          <strong>Your safety plan, if you write one:</strong> the warning signs, ways of coping, places, people and
          phone numbers you put in it, so Doro can show it to you in a crisis. It is encrypted at rest, only you can see
          it, and you can change or delete it at any time.
        </li>
        <li>
          <strong>Questionnaire answers:</strong> your answers and scores, so you can follow how you are doing over
          time.
        </li>
        <li>
          <strong>Payments:</strong> your plan, and whether your payment went through, as our payment processor reports
          it. Your card details go to the payment processor, never to us.
        </li>
        <li>
          <strong>Messages to support:</strong> what you send through the contact form, with your name if you give it
          and your email address, so we can answer.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address, browser and device type, and which pages you open, to keep
          Doro secure and working.
        </li>
      </ul>

      <h3>Why we use it</h3>
      <ul>
        <li>To run Doro for you: your account, your sessions, your questionnaire results and your plan.</li>
        <li>
          To keep you safe: every message is checked, automatically, for signs that you may be in danger, so that Doro
          can show you crisis resources. We count how often that happens, without any message text and without knowing
          who it was; in your own session history, the message keeps the level and kind of the crisis, so the resources
          show again where they appeared.
        </li>
        <li>To answer you when you contact us.</li>
        <li>To keep Doro secure, find and fix problems, and prevent abuse.</li>
        <li>
          To understand how Doro is used and whether our ads work, through an analytics service and an advertising
          measurement pixel, described below.
        </li>
      </ul>

      <h3>Who else sees it</h3>
      <p>
        Nobody reads your sessions as they happen. We share data only with the service providers that run parts of Doro
        for us, who may use it only for that:
      </p>
      <ul>
        <li>our hosting and database providers;</li>
        <li>Google Firebase Authentication, for sign-in;</li>
        <li>our payment processor (Stripe), for payments;</li>
        <li>
          the provider of an outside AI model, only if one is set up and you turn on &ldquo;Send my conversation to an
          outside AI model&rdquo; in your privacy choices on your profile (it is off until you do): it then receives the
          messages of your conversation, and what Doro remembers if memory is on, only to write Doro&rsquo;s replies, to
          double-check your messages for safety and to summarise the session. While it is off, Doro&rsquo;s own engine
          writes every reply on Doro&rsquo;s server; turning it off stops the sending from your next message;
        </li>
        <li>
          our analytics service and advertising pixel, only if you accept them in the cookie banner: they receive the
          pages you visit, with any identifier in the address replaced by a placeholder, and technical data. Once you
          are signed in, the analytics service receives an account identifier but never your email address; the
          advertising pixel receives an account identifier and your email address in lower case, so that we can tell
          whether an ad led to a sign-up. They never receive what you write in sessions or your questionnaire answers or
          results. Your choice is remembered in a cookie, and you can change it by clearing that cookie.
        </li>
      </ul>
      <p>
        We disclose data to authorities only when the law requires it. Some of our providers process data outside your
        province or country, including in the United States, where it may be accessible under local law.
      </p>

      <h3>How long we keep it</h3>
      <ul>
        <li>
          Your account, sessions and questionnaire answers: for as long as your account is open, unless you delete them
          sooner.
        </li>
        <li>
          After you delete your account: everything tied to it is deleted within {RETENTION.deletionDays} days, and from
          our backups within a further {RETENTION.backupDays} days.
        </li>
        <li>Security logs: {RETENTION.securityLogDays} days.</li>
        <li>Support messages: up to {RETENTION.supportMessageYears} years after the conversation ends.</li>
        <li>
          Billing records: {RETENTION.billingRecordYears} years, because Canadian tax law requires it. They say what you
          bought and when, never what you wrote.
        </li>
      </ul>

      <h3>Your choices and rights</h3>
      <ul>
        <li>
          <strong>Export:</strong> download a copy of your account, your sessions and your questionnaire answers from
          your profile.
        </li>
        <li>
          <strong>Delete:</strong> delete single sessions, or your whole account and everything in it, from your
          profile.
        </li>
        <li>
          <strong>Correct:</strong> change your name and details from your profile, or ask us through the Support page.
        </li>
        <li>
          <strong>Ask or complain:</strong> ask us what we hold about you, or raise a concern, through the Support page;
          our privacy officer answers. If we cannot resolve it, you can complain to the Office of the Privacy
          Commissioner of Canada, or to the privacy authority where you live.
        </li>
      </ul>

      <h3>Young people</h3>
      <p>
        Doro is for people aged {MINIMUM_AGE} and over; people between {MINIMUM_AGE} and {PARENTAL_PERMISSION_UNTIL_AGE}{' '}
        need a parent or guardian&rsquo;s permission. We do not knowingly collect data from anyone under {MINIMUM_AGE};
        if we learn that we have, we delete it.
      </p>

      <h3>Changes to this policy</h3>
      <p>
        If we change this policy in a way that matters, we will tell you in the app or by email before the change
        applies, and update the date at the top.
      </p>
    </article>
  );
}
