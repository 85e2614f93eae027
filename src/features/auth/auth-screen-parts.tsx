import { useSearch } from '@tanstack/react-router';
import * as styles from './AuthForm.css';

/** The way back (?redirect=) kept when going between /login and /signup, so either one returns there. */
export function useReturnSearch(): { redirect?: string } {
  const { redirect } = useSearch({ strict: false });
  return redirect ? { redirect } : {};
}

/** The machine's 'Sign Up Error: ...' or 'Login Error: ...' for an attempt made from this screen. */
export function AuthError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className={styles.alert}>
      {error}
    </p>
  ) : null;
}
