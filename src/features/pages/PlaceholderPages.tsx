import type { ReactNode } from 'react';
import { Page } from '../../ui/Page';
import { ComingSoon } from './ComingSoon';

// The pages of spec point 2 that later issues fill. Each exists now, in its layout, and says what is missing.

export function ChatPage() {
  return <ComingSoon title="Talk with Doro">Chat sessions with Doro are coming soon.</ComingSoon>;
}

export function ProfilePage() {
  return <ComingSoon title="Your profile">Your sessions, plan and data will be shown here soon.</ComingSoon>;
}

export function DatabasePage() {
  return <ComingSoon title="Questionnaires">Questionnaires are coming soon.</ComingSoon>;
}

export function QuestionnairePage({ category, id }: { category: string; id: string }) {
  return (
    <ComingSoon title="Questionnaire">
      The questionnaire {category} / {id} is not available yet: questionnaires are coming soon.
    </ComingSoon>
  );
}

export function PlansPage() {
  return <ComingSoon title="Plans">Plans and prices are coming soon.</ComingSoon>;
}

export function BlogPage() {
  return <ComingSoon title="Blog">Articles are coming soon.</ComingSoon>;
}

export function BlogPostPage({ slug }: { slug: string }) {
  return <ComingSoon title="Blog">The article “{slug}” is not published yet.</ComingSoon>;
}

export function NonProfitPage() {
  return <ComingSoon title="Non Profit">Our non-profit programme will be described here soon.</ComingSoon>;
}

export function ChallengePage() {
  return <ComingSoon title="Challenge">The wellbeing challenge is coming soon.</ComingSoon>;
}


interface AboutPageProps {
  /** The medical disclaimer's text; the footer's Medical Disclaimer link points at it (/about#disclaimer). */
  disclaimer: ReactNode;
}

export function AboutPage({ disclaimer }: AboutPageProps) {
  return (
    <Page title="About Doro" documentTitle="About · Doro">
      <p>
        Doro is an AI coach for supportive conversations, with validated questionnaires to check in on how you feel.
        More about the team is coming soon.
      </p>
      <section id="disclaimer" aria-labelledby="disclaimer-title" tabIndex={-1}>
        <h2 id="disclaimer-title">Medical disclaimer</h2>
        {disclaimer}
      </section>
    </Page>
  );
}
