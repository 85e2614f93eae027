import { Link } from '@tanstack/react-router';
import { Page } from '../../ui/Page';
import { PageMeta } from '../../ui/PageMeta';
import * as styles from './NonProfit.css';

const title = 'Doro for non-profits · Doro';

/** For organisations that support people: what we can talk about, and what we ask in return. */
export function NonProfitPage() {
  return (
    <Page title="Doro for non-profits" documentTitle={title}>
      <PageMeta title={title} />
      <p className={styles.lead}>
        Many people first look for support through a community organisation: a youth programme, a school, a shelter, a
        newcomer centre, a peer-support group. If you work at a charity or non-profit like that, we would like to hear
        from you.
      </p>

      <section className={styles.section} aria-labelledby="np-offer">
        <h2 id="np-offer">What we can talk about</h2>
        <ul>
          <li>
            <strong>Access for the people you serve.</strong> Cost should not be what stands between someone and a place
            to talk. We can discuss codes that give the people you support access to Doro plans.
          </li>
          <li>
            <strong>How Doro fits beside your work.</strong> Doro is an AI coach. It does not replace your staff,
            counsellors or crisis pathways; it can be somewhere to turn between appointments or late at night, and it
            points people to crisis lines and professional help when they need more.
          </li>
          <li>
            <strong>Plain explanations for your community.</strong> What Doro is and is not, in words you can share.
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="np-ask">
        <h2 id="np-ask">What we ask of partners</h2>
        <ul>
          <li>Tell people plainly that Doro is an AI, not a human, not a therapist and not an emergency service.</li>
          <li>Keep your own crisis and referral pathways in place.</li>
          <li>
            Respect people&rsquo;s privacy: partners never see what anyone writes to Doro or their questionnaire
            answers.
          </li>
          <li>
            Doro is for people aged 13 and over. People aged 13 to 18 need a parent&rsquo;s or guardian&rsquo;s
            permission.
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="np-contact">
        <h2 id="np-contact">Get in touch</h2>
        <p>
          <Link to="/support">Write to us through the contact form</Link>. Tell us the name of your organisation, the
          community you serve, and what you have in mind. You can read more <Link to="/about">about Doro</Link> first.
        </p>
      </section>
    </Page>
  );
}
