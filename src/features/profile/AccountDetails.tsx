import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { userDataQuery } from '../../lib/queries/users';
import * as styles from './Profile.css';

/** Name, email and whether the medical disclaimer was accepted. */
export function AccountDetails() {
  const user = useQuery(userDataQuery());
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
          <dd>{user.data.name ?? <span className={styles.muted}>Not set</span>}</dd>
          <dt>Email</dt>
          <dd>{user.data.email}</dd>
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
