import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { userDataQuery } from '../../lib/queries/users';
import { EmailEditor, NameEditor, PasswordEditor } from './AccountEdit';
import * as styles from './Profile.css';

/** Whether the account signs in with a password: a Google-only account's email and password are Google's. */
const passwordSignInQuery = () => ({
  queryKey: ['passwordSignIn'] as const,
  queryFn: async () => (await import('../../lib/account-security')).hasPasswordSignIn(),
  staleTime: Infinity,
});

/** Name, email and password (each can be changed here), and whether the medical disclaimer was accepted. */
export function AccountDetails() {
  const user = useQuery(userDataQuery());
  const passwordSignIn = useQuery(passwordSignInQuery());
  return (
    <section className={styles.section} aria-labelledby="account-title">
      <h2 id="account-title" className={styles.heading}>
        Account
      </h2>
      {user.isPending ? <output>Loading your account…</output> : null}
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
          </dd>
          {passwordSignIn.data ? (
            <>
              <dt>Password</dt>
              <dd>
                <PasswordEditor />
              </dd>
            </>
          ) : passwordSignIn.data === false ? (
            <>
              <dt>Sign-in</dt>
              <dd>With Google: your email and password are managed in your Google account.</dd>
            </>
          ) : null}
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
