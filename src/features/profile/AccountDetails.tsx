import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { userDataQuery } from '../../lib/queries/users';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { Button } from '../../ui/Button';
import { describePlace } from '../../ui/place-answers';
import { EmailEditor, NameEditor, PasswordEditor } from './AccountEdit';
import { PlaceEditor } from './PlaceEditor';
import * as styles from './Profile.css';

/** Whether the account signs in with a password: a Google-only account's email and password are Google's. */
const passwordSignInQuery = () => ({
  queryKey: ['passwordSignIn'] as const,
  queryFn: async () => (await import('../../lib/account-security')).hasPasswordSignIn(),
  staleTime: Infinity,
});

/** Name, email and password (each can be changed here), and whether the medical disclaimer was accepted. */
export function AccountDetails({ knownEmail = null }: { knownEmail?: string | null }) {
  const user = useQuery(userDataQuery());
  const passwordSignIn = useQuery(passwordSignInQuery());
  return (
    <section className={styles.section} aria-labelledby="account-title">
      <h2 id="account-title" className={styles.heading}>
        Account
      </h2>
      {user.isPending ? <AccountPending email={knownEmail} /> : null}
      {user.isError ? <p role="alert">{user.error.message}</p> : null}
      {user.data ? (
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>
            <span data-testid="account-name">{user.data.name ?? <span className={styles.muted}>Not set</span>}</span>
            <NameEditor current={user.data.name} />
          </dd>
          <dt>Email</dt>
          <dd>
            <span data-testid="account-email">{user.data.email}</span>
            {passwordSignIn.data ? <EmailEditor current={user.data.email} /> : null}
            {passwordSignIn.isPending ? <ChangeButtonSpace /> : null}
          </dd>
          {/* Until the provider says, the password row (most accounts have one): the rows keep their place. */}
          {passwordSignIn.data !== false ? (
            <>
              <dt>Password</dt>
              <dd>{passwordSignIn.data ? <PasswordEditor /> : <ChangeButtonSpace />}</dd>
            </>
          ) : (
            <>
              <dt>Sign-in</dt>
              <dd>With Google: your email and password are managed in your Google account.</dd>
            </>
          )}
          <dt>Where you live</dt>
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
          <dt>Medical disclaimer</dt>
          <dd data-testid="disclaimer-status">
            {user.data.disclaimerAcceptedAt ? (
              `Accepted on ${new Date(user.data.disclaimerAcceptedAt).toLocaleDateString('en-CA')}`
            ) : (
              <>
                Not accepted yet: you will be asked before your first session.{' '}
                <Link to="/about" hash="disclaimer">
                  Read it
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
function ChangeButtonSpace({ label = 'Change' }: { label?: string }) {
  return (
    <div className={`${styles.editable} ${styles.reserved}`} aria-hidden="true">
      <Button variant="secondary" tabIndex={-1} disabled>
        {label}
      </Button>
      {/* The empty outcome line the Change buttons keep under them (the place's has none). */}
      {label === 'Change' ? <span /> : null}
    </div>
  );
}

/**
 * The account's rows before its data arrives: each value a line (the email already known from the sign-in), with its
 * Change button's room, as they will be.
 */
const pendingRows: { label: string; button?: string }[] = [
  { label: 'Name', button: 'Change' },
  { label: 'Email', button: 'Change' },
  { label: 'Password' },
  { label: 'Where you live', button: 'Change where you live' },
  { label: 'Medical disclaimer' },
];

/**
 * The account's rows before its data arrives, laid out as they will be: what follows on the page does not jump
 * down when they fill in (a layout shift of 0.27 on /profile before).
 */
function AccountPending({ email }: { email: string | null }) {
  return (
    <>
      <output className={visuallyHidden}>Loading your account…</output>
      <dl className={styles.facts} aria-hidden="true">
        {pendingRows.map(({ label, button }) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd className={styles.muted}>
              {label === 'Password' ? null : (
                <span className={label === 'Where you live' ? styles.placeValue : undefined}>
                  {label === 'Email' && email ? email : '…'}
                </span>
              )}
              {label === 'Password' || button ? <ChangeButtonSpace label={button} /> : null}
            </dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
