import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/Button';
import * as styles from './AuthForm.css';
import { useAuthActor } from './AuthProvider';
import { ConsentFields, readConsentAnswers } from './ConsentFields';
import type { AuthSubmit } from './use-auth-submit';
import { checkConsent, type ConsentProblems, localToday } from './validation';

/**
 * A Google account new to Doro, signed in from /login: the same age, guardian and terms rules as /signup before its
 * profile is made. Cancel signs the Google account out again; nothing is created.
 */
export function GoogleAgeStep({ auth }: { auth: AuthSubmit }) {
  const email = useSelector(useAuthActor(), (snapshot) => snapshot.context.pendingUser?.email ?? null);
  const [problems, setProblems] = useState<Partial<ConsentProblems>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkConsent(readConsentAnswers(new FormData(event.currentTarget)), localToday(), new Date());
    if ('problems' in check) return setProblems(check.problems);
    setProblems({});
    await auth.submit({ type: 'confirmAge', consent: check.consent });
  }

  return (
    <>
      <p className={styles.intro}>
        {email ? `${email} is new to Doro. ` : 'This Google account is new to Doro. '}
        Before we create your account, please confirm your age and accept the terms.
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={auth.busy}>
        <ConsentFields problems={problems} />
        <Button type="submit" disabled={auth.busy}>
          {auth.busy ? 'Creating your account…' : 'Create account'}
        </Button>
        <Button variant="secondary" onClick={auth.cancelAgeStep} disabled={auth.busy}>
          Cancel
        </Button>
      </form>
    </>
  );
}
