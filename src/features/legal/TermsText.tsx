import { CrisisResources } from './CrisisResources';
import {
  COURTS_LOCATION,
  CRISIS,
  GOVERNING_LAW,
  LAST_UPDATED,
  LAST_UPDATED_ISO,
  LIABILITY_CAP_MONTHS,
  MINIMUM_AGE,
  PARENTAL_PERMISSION_UNTIL_AGE,
  PRICE_CHANGE_NOTICE_DAYS,
} from './legal-facts';
import * as styles from './Legal.css';

/** The Terms of Service, in plain words. Shown in the Terms popup (/terms) and linked from sign-up. */
export function TermsText() {
  return (
    <article className={styles.text}>
      <p className={styles.updated}>
        Last updated <time dateTime={LAST_UPDATED_ISO}>{LAST_UPDATED}</time>
      </p>
      <p>
        These terms are the agreement between you and Doro (&ldquo;we&rdquo;, &ldquo;us&rdquo;) for using the Doro
        website and app. By creating an account or using Doro, you agree to them. Please read them; they are written to
        be understood.
      </p>

      <h3>Who can use Doro</h3>
      <p>
        You must be at least {MINIMUM_AGE} years old to use Doro. If you are between {MINIMUM_AGE} and{' '}
        {PARENTAL_PERMISSION_UNTIL_AGE}, you need the permission of a parent or guardian, and by using Doro you confirm
        that you have it. A parent or guardian who gives permission agrees to these terms for the young person and is
        responsible for their use of Doro, including any purchases.
      </p>

      <h3>What Doro is, and what it is not</h3>
      <ul>
        <li>
          Doro is an AI coach: a computer program that offers supportive conversation. It is not a human, and it is not
          a therapist, a doctor or any other health professional.
        </li>
        <li>
          No human clinician monitors your sessions. Nobody is reading along in real time, and nobody will step in if
          something goes wrong during a session.
        </li>
        <li>
          Doro does not diagnose, treat or cure any condition, and what it says is not medical or professional advice.
          It can be wrong. Use your own judgement, and talk to a qualified professional about your health.
        </li>
        <li>
          The questionnaires are screening tools that help you reflect on how you have been feeling. A score is not a
          diagnosis.
        </li>
      </ul>

      <h3>Doro is not an emergency service</h3>
      <p>
        Doro cannot call for help, send anyone to you, or contact anyone on your behalf. In a crisis, call{' '}
        {CRISIS.emergency} in Canada or {CRISIS.suicideCrisisLine} in the US, or a helpline. Doro may show you crisis
        resources when something you write suggests you may be at risk, but it can miss signs of risk, so never wait for
        it to do so.
      </p>
      <CrisisResources />

      <h3>Your account</h3>
      <p>
        Give a real email address and keep your password to yourself. An account is for one person. You are responsible
        for what happens in your account; if you think someone else has used it, change your password and tell us
        through the Support page.
      </p>

      <h3>Using Doro fairly</h3>
      <p>Please do not:</p>
      <ul>
        <li>use Doro to break the law, or to harass, threaten or harm anyone;</li>
        <li>try to get into other people&rsquo;s accounts, or into parts of Doro you are not meant to reach;</li>
        <li>disrupt Doro, overload it, or copy it or its content by automated means;</li>
        <li>
          try to make Doro produce harmful content, or present its words as coming from a human or a professional;
        </li>
        <li>resell Doro or use it to build a competing service.</li>
      </ul>
      <p>We may suspend or close an account that breaks these rules, or to protect you or others.</p>

      <h3>What you write is yours</h3>
      <p>
        You own what you write in Doro. You let us store and process it only to run Doro for you: to show you your
        sessions, to generate Doro&rsquo;s replies, to keep Doro safe, and as our Privacy Policy describes. We never
        sell it and never use it to target ads. You can delete your sessions, or your whole account, at any time.
      </p>

      <h3>Plans, payments and price changes</h3>
      <ul>
        <li>
          Some features need a paid plan. Prices are shown before you buy. Payments are handled by our payment
          processor; we never see your full card number.
        </li>
        <li>
          A subscription renews automatically at the end of each period until you cancel it. You can cancel at any time
          from your profile; you keep access until the end of the period you have paid for.
        </li>
        <li>
          We will tell you about any price change at least {PRICE_CHANGE_NOTICE_DAYS} days before it applies to you, so
          you can cancel before then if you do not agree.
        </li>
        <li>If you think you were charged by mistake, contact us through the Support page and we will look into it.</li>
      </ul>

      <h3>Changes to Doro and to these terms</h3>
      <p>
        Doro will change as we improve it. If we change these terms in a way that matters, we will tell you in the app
        or by email before the change applies, and update the date at the top. If you keep using Doro after that, the
        new terms apply; if you do not agree, you can stop using Doro and delete your account.
      </p>

      <h3>Ending your use of Doro</h3>
      <p>
        You can stop using Doro and delete your account at any time from your profile. We may end or suspend your access
        if you break these terms, if the law requires it, or if we stop offering Doro, and we will tell you when we can.
      </p>

      <h3>No guarantees</h3>
      <p>
        We work hard to keep Doro available, accurate and safe, but we provide it &ldquo;as is&rdquo;: we cannot promise
        that it will always be available, free of errors, or right for you.
      </p>

      <h3>Limits on our liability</h3>
      <p>
        As far as the law allows, we are not liable for indirect or consequential losses, and our total liability to you
        for any claim about Doro is limited to the amounts you paid us in the {LIABILITY_CAP_MONTHS} months before the
        claim arose. Nothing in these terms limits liability that cannot be limited by law, or takes away rights you
        have under consumer protection law where you live.
      </p>

      <h3>The law that applies</h3>
      <p>
        These terms are governed by the laws of {GOVERNING_LAW} and the federal laws of Canada that apply there. Any
        dispute about them will be decided by the courts in {COURTS_LOCATION}, {GOVERNING_LAW}, unless the consumer
        protection law where you live gives you the right to go to your local courts.
      </p>

      <h3>Contact</h3>
      <p>Questions about these terms? Write to us through the Support page.</p>
    </article>
  );
}
