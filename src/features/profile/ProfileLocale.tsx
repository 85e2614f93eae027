import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { localeCookie } from '../../lib/cookies';
import { setLocale, useLocale } from '../../lib/i18n/i18n';
import { setProfileLocale, userDataQuery } from '../../lib/queries/users';

/**
 * The interface language kept with the account (issue 21, decision 033), for a confirmed session; shows nothing.
 * When the profile first arrives, a language it holds is the one shown (and remembered in this browser): the choice
 * follows the person to another device. After that, and when the profile holds none yet, the language the person
 * chose with the switch is saved to it. The browser's own language, never chosen, is not saved.
 */
export default function ProfileLocale() {
  const queryClient = useQueryClient();
  const user = useQuery(userDataQuery());
  const locale = useLocale();
  const applied = useRef(false);
  const saved = user.data?.locale ?? null;
  const loaded = user.data !== undefined;

  useEffect(() => {
    if (!loaded) return;
    if (!applied.current) {
      applied.current = true;
      if (saved !== null && saved !== locale) {
        void setLocale(saved);
        return;
      }
    }
    if (saved === locale || localeCookie.get() === null) return;
    setProfileLocale(locale).then(
      (updated) => queryClient.setQueryData(userDataQuery().queryKey, updated),
      () => undefined, // Kept in the cookie anyway; the next switch tries again.
    );
  }, [loaded, saved, locale, queryClient]);

  return null;
}
