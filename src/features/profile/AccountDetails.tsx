import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { userDataQuery } from '../../lib/queries/users';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { formatDate } from '../../lib/i18n/format';
import { Button } from '../../ui/Button';
import { describePlace } from '../../ui/place-answers';
import { EmailEditor, NameEditor, PasswordEditor } from './AccountEdit';
import { PlaceEditor } from './PlaceEditor';
import * as styles from './Profile.css';
import { profileMessages } from './profile.messages';

/** Whether the account signs in with a password: a Google-only account's email and password are Google's. */
const passwordSignInQuery = () => ({
  queryKey: ['passwordSignIn'] as const,
  queryFn: async () => (await import('../../lib/account-security')).hasPasswordSignIn(),
  staleTime: Infinity,
});

/** Name, email and password (each can be changed here), and whether the medical disclaimer was accepted. */
export function AccountDetails({ knownEmail = null }: { knownEmail?: string | null }) {
  const t = useMessages(profileMessages);
  const locale = useLocale();
  const user = useQuery(userDataQuery());
  const passwordSignIn = useQuery(passwordSignInQuery());
  return (
    <section className={styles.section} aria-labelledby="account-title">
      <h2 id="account-title" className={styles.heading}>
        {t.account}
      </h2>
      {user.isPending ? <AccountPending email={knownEmail} /> : null}
      {user.isError ? <p role="alert">{user.error.message}</p> : null}
      {user.data ? (
        <dl className={styles.facts}>
          <dt>{t.name}</dt>
          <dd>
            <span data-testid="account-name">{user.data.name ?? <span className={styles.muted}>{t.notSet}</span>}</span>
            <NameEditor current={user.data.name} />
          </dd>
          <dt>{t.email}</dt>
          <dd>
            <span data-testid="account-email">{user.data.email}</span>
            {passwordSignIn.data ? <EmailEditor current={user.data.email} /> : null}
            {passwordSignIn.isPending ? <ChangeButtonSpace /> : null}
          </dd>
          {/* Until the provider says, the password row (most accounts have one): the rows keep their place. */}
          {passwordSignIn.data !== false ? (
            <>
              <dt>{t.password}</dt>
              <dd>{passwordSignIn.data ? <PasswordEditor /> : <ChangeButtonSpace />}</dd>
            </>
          ) : (
            <>
              <dt>{t.signIn}</dt>
              <dd>{t.googleSignIn}</dd>
            </>
          )}
          <dt>{t.whereYouLive}</dt>
          <dd>
            <span data-testid="account-place" className={styles.placeValue}>
              {describePlace(user.data.country, user.data.region)}
            </span>
            <PlaceEditor
              country={user.data.country ?? null}
              region={user.data.region ?? null}
              answered={Boolean(user.data.placeAnsweredAt)}
            />
          </dd>
          <dt>{t.medicalDisclaimer}</dt>
          <dd data-testid="disclaimer-status">
            {user.data.disclaimerAcceptedAt ? (
              fill(locale, t.acceptedOn, {
                date: formatDate(locale, new Date(user.data.disclaimerAcceptedAt), { dateStyle: 'long' }),
              })
            ) : (
              <>
                {t.notAccepted}{' '}
                <Link to="/about" hash="disclaimer">
                  {t.readIt}
                </Link>
              </>
            )}
          </dd>
        </dl>
      ) : null}
    </section>
  );
}

/**
 * The room a row's Change button takes, kept while the button cannot show yet: an invisible button of the same
 * words, so nothing below moves when the real one comes (the safety plan under the account shifted, CLS 0.08).
 */
function ChangeButtonSpace({ label }: { label?: string }) {
  const t = useMessages(profileMessages);
  return (
    <div className={`${styles.editable} ${styles.reserved}`} aria-hidden="true">
      <Button variant="secondary" tabIndex={-1} disabled>
        {label ?? t.change}
      </Button>
      {/* The empty outcome line the Change buttons keep under them (the place's has none). */}
      {label === undefined ? <span /> : null}
    </div>
  );
}

/**
 * The account's rows before its data arrives: each value a line (the email already known from the sign-in), with its
 * Change button's room, as they will be.
 */
const pendingRows = [
  { label: 'name', button: 'change' },
  { label: 'email', button: 'change' },
  { label: 'password' },
  { label: 'whereYouLive', button: 'changeWhereYouLive' },
  { label: 'medicalDisclaimer' },
] as const;

/**
 * The account's rows before its data arrives, laid out as they will be: what follows on the page does not jump
 * down when they fill in (a layout shift of 0.27 on /profile before).
 */
function AccountPending({ email }: { email: string | null }) {
  const t = useMessages(profileMessages);
  return (
    <>
      <output className={visuallyHidden}>{t.loadingAccount}</output>
      <dl className={styles.facts} aria-hidden="true">
        {pendingRows.map((row) => (
          <Fragment key={row.label}>
            <dt>{t[row.label]}</dt>
            <dd className={styles.muted}>
              {row.label === 'password' ? null : (
                <span className={row.label === 'whereYouLive' ? styles.placeValue : undefined}>
                  {row.label === 'email' && email ? email : '…'}
                </span>
              )}
              {row.label === 'password' ? <ChangeButtonSpace /> : null}
              {'button' in row ? (
                <ChangeButtonSpace label={row.button === 'change' ? undefined : t[row.button]} />
              ) : null}
            </dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
