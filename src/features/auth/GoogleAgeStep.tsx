import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import * as styles from './AuthForm.css';
import { useAuthActor } from './AuthProvider';
import { ConsentFields, readConsentAnswers } from './ConsentFields';
import { signupMessages } from './signup.messages';
import type { AuthSubmit } from './use-auth-submit';
import { checkConsent, type ConsentProblems, localToday } from './validation';

/**
 * A Google account new to Doro, signed in from /login: the same age, guardian and terms rules as /signup before its
 * profile is made. Cancel signs the Google account out again; nothing is created.
 */
export function GoogleAgeStep({ auth }: { auth: AuthSubmit }) {
  const email = useSelector(useAuthActor(), (snapshot) => snapshot.context.pendingUser?.email ?? null);
  const [problems, setProblems] = useState<Partial<ConsentProblems>>({});
  const t = useMessages(signupMessages);
  const locale = useLocale();

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
        {email ? fill(locale, t.ageStepNewEmail, { email }) : t.ageStepNewAccount} {t.ageStepIntro}
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={auth.busy}>
        <ConsentFields problems={problems} />
        <Button type="submit" disabled={auth.busy}>
          {auth.busy ? t.creatingAccount : t.createAccount}
        </Button>
        <Button variant="secondary" onClick={auth.cancelAgeStep} disabled={auth.busy}>
          {t.cancel}
        </Button>
      </form>
    </>
  );
}
