import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Page } from '../../ui/Page';
import { PageMeta } from '../../ui/PageMeta';
import * as styles from './About.css';

const title = 'About · Doro';

interface AboutPageProps {
  /** The medical disclaimer's text; the footer's Medical Disclaimer link points at it (/about#disclaimer). */
  disclaimer: ReactNode;
}

/** What Doro is and is not, how it tries to keep people safe, and what happens to their words. */
export function AboutPage({ disclaimer }: AboutPageProps) {
  return (
    <Page title="About Doro" documentTitle={title}>
      <PageMeta title={title} />
      <p className={styles.lead}>
        Doro is a place to talk things through, at any hour. It offers supportive conversations with an AI coach, and
        well-known questionnaires to check in on how you feel, for people aged 13 and over.
      </p>

      <section className={styles.section} aria-labelledby="about-is">
        <h2 id="about-is">What Doro is</h2>
        <ul>
          <li>
            <strong>An AI coach.</strong> Doro listens, reflects back what it hears, asks questions and helps you find a
            next step. You choose how it works with you: mostly listening, a balance, or more guidance.
          </li>
          <li>
            <strong>There around the clock.</strong> Late at night, early in the morning, between classes or shifts.
          </li>
          <li>
            <strong>A way to check in.</strong> Validated questionnaires, such as the PHQ-9 and the GAD-7, help you
            notice how you have been feeling and follow it over time. Read{' '}
            <Link to="/blog/$slug" params={{ slug: 'using-the-questionnaires' }}>
              what the questionnaires can and cannot tell you
            </Link>
            .
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-is-not">
        <h2 id="about-is-not">What Doro is not</h2>
        <ul>
          <li>
            <strong>Not a human.</strong> Doro is a computer program, and it says so.
          </li>
          <li>
            <strong>Not a clinician.</strong> Doro is not a therapist, a doctor or any other health professional. It
            does not diagnose or treat anything, and no clinician monitors your conversations.
          </li>
          <li>
            <strong>Not an emergency service.</strong> Doro cannot call for help or send anyone to you. If you are in
            danger, call <a href="tel:911">911</a>. To talk to someone now, call or text <a href="tel:988">988</a>.
          </li>
          <li>
            <strong>Not a replacement for people.</strong> Doro can help you sort out your thoughts, and it will
            encourage you to reach out to the people in your life and to professional care when you need more.
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-safety">
        <h2 id="about-safety">How Doro tries to keep you safe</h2>
        <ul>
          <li>
            Every message you send is checked for signs that you may be in danger, by safety checks that work apart from
            the AI model. When they find them, Doro shows you crisis resources and focuses on your safety.
          </li>
          <li>
            The <strong>Help is available</strong> button is on every page: it opens a directory of free crisis
            helplines.
          </li>
          <li>Doro will not call itself a therapist or a human, and it does not give medical or medication advice.</li>
        </ul>
        <p>
          Our <Link to="/about/crisis-protocol">crisis protocol</Link> describes in detail how Doro responds when
          someone may be in danger.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="about-privacy">
        <h2 id="about-privacy">Your words stay yours</h2>
        <ul>
          <li>What you write in sessions is encrypted when stored.</li>
          <li>We never sell your personal information.</li>
          <li>What you write and your questionnaire answers are never used for advertising.</li>
          <li>You can export your data, and delete it or your whole account, from your profile.</li>
        </ul>
        <p>
          The <Link to="/privacy">Privacy Policy</Link> says it all in full. Questions or ideas?{' '}
          <Link to="/support">Write to us</Link>.
        </p>
      </section>

      <section id="disclaimer" className={styles.disclaimer} aria-labelledby="disclaimer-title" tabIndex={-1}>
        <h2 id="disclaimer-title">Medical disclaimer</h2>
        {disclaimer}
      </section>
    </Page>
  );
}
