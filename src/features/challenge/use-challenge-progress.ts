import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChallengeProgress } from '../../contract/challenge';
import { challengeProgressKey, challengeProgressQuery, saveChallengeProgress } from './challenge-query';
import { browserStorage, LOCAL_PROGRESS_KEY, normalizeDays, readLocalDays, withDay, writeLocalDays } from './progress';

/** Who is looking: a visitor, someone whose stored sign-in is being confirmed, or a confirmed signed-in user. */
export type ChallengeAccount = 'visitor' | 'confirming' | 'signed-in';

export interface ChallengeProgressState {
  days: number[];
  keptIn: 'browser' | 'account';
  /** The server keeps no progress for this person, who is under 18: no ticks, counts or praise (issue 20). */
  withheld: boolean;
  status: 'loading' | 'ready' | 'error';
  /** Why the last load or save failed, in words for the person. */
  problem: string | null;
  setDone(day: number, done: boolean): void;
  startAgain(): void;
  retry(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A visitor's progress lives in this browser, and follows changes made in another tab. */
function useBrowserProgress(active: boolean): ChallengeProgressState {
  const [days, setDays] = useState(() => readLocalDays(browserStorage()));
  const [problem, setProblem] = useState<string | null>(null);

  // The page is remounted when who is looking changes (routes/challenge.tsx), so the first read is current.
  useEffect(() => {
    if (!active) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCAL_PROGRESS_KEY || event.key === null) setDays(readLocalDays(browserStorage()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [active]);

  const save = useCallback((next: number[]) => {
    setDays(next);
    setProblem(
      writeLocalDays(browserStorage(), next)
        ? null
        : 'This browser did not let us save your progress (private browsing or full storage). It will be lost when you leave.',
    );
  }, []);

  return {
    days,
    keptIn: 'browser',
    withheld: false,
    status: 'ready',
    problem,
    setDone: (day, done) => save(withDay(days, day, done)),
    startAgain: () => save([]),
    retry: () => setDays(readLocalDays(browserStorage())),
  };
}

/**
 * A signed-in user's progress lives in the account. Each change shows at once and is sent whole; changes go out
 * one at a time, in order, so the last one the person made is the one the server keeps. Progress made as a
 * visitor in this browser joins the account the first time it loads, and then leaves the browser.
 */
function useAccountProgress(account: ChallengeAccount): ChallengeProgressState {
  const queryClient = useQueryClient();
  const query = useQuery({ ...challengeProgressQuery(), enabled: account === 'signed-in' });
  const [saveProblem, setSaveProblem] = useState<string | null>(null);

  const { mutate } = useMutation({
    scope: { id: 'challenge-progress' },
    // Visitor progress leaves this browser only once the account holds it (done here: per-call callbacks of
    // `mutate` fire for the latest call only, and the person may click on before this one settles).
    mutationFn: async ({ days, fromBrowser }: { days: number[]; fromBrowser?: boolean }) => {
      const saved = await saveChallengeProgress(days);
      if (fromBrowser) writeLocalDays(browserStorage(), []);
      return saved;
    },
    onSuccess: () => setSaveProblem(null),
    onError: (error) => {
      setSaveProblem(`Your last change was not saved: ${messageOf(error)}`);
      // What the server really holds replaces what the page showed.
      void queryClient.invalidateQueries({ queryKey: challengeProgressKey });
    },
  });

  // The page shows a change at once; the request follows.
  const show = useCallback(
    (days: number[]) =>
      queryClient.setQueryData<ChallengeProgress>(challengeProgressKey, (old) => ({
        completedDays: days,
        updatedAt: old?.updatedAt ?? null,
      })),
    [queryClient],
  );

  // What the person just did, shown within the same event: the query cache tells its observers a tick later, and
  // until then a controlled checkbox would flick back to what it was. It stands only over the cached days it was
  // made on; once the cache has caught up, or the server's answer has replaced it, the cache speaks again.
  const [justDone, setJustDone] = useState<{ days: number[]; over: number[] | undefined } | null>(null);

  // From the latest cached set (not this render's), so quick clicks build on each other.
  const change = (next: (days: number[]) => number[]) => {
    void queryClient.cancelQueries({ queryKey: challengeProgressKey });
    const days = next(queryClient.getQueryData<ChallengeProgress>(challengeProgressKey)?.completedDays ?? []);
    setJustDone({ days, over: serverDays });
    show(days);
    mutate({ days });
  };

  const merged = useRef(false);
  const serverDays = query.data?.completedDays;
  useEffect(() => {
    if (account !== 'signed-in' || !serverDays || merged.current) return;
    merged.current = true;
    const storage = browserStorage();
    const local = readLocalDays(storage);
    if (local.length === 0) return;
    const union = normalizeDays([...serverDays, ...local]);
    if (union.length === serverDays.length) {
      writeLocalDays(storage, []);
      return;
    }
    show(union);
    mutate({ days: union, fromBrowser: true });
  }, [account, serverDays, mutate, show]);

  const days = justDone && justDone.over === serverDays ? justDone.days : (serverDays ?? []);
  const loadProblem = query.error ? `We could not load your progress: ${messageOf(query.error)}` : null;
  return {
    days,
    keptIn: 'account',
    withheld: query.data?.progressWithheld === true,
    status: query.isError ? 'error' : query.isSuccess ? 'ready' : 'loading',
    problem: loadProblem ?? saveProblem,
    setDone: (day, done) => change((current) => withDay(current, day, done)),
    startAgain: () => change(() => []),
    retry: () => void query.refetch(),
  };
}

export function useChallengeProgress(account: ChallengeAccount): ChallengeProgressState {
  const browser = useBrowserProgress(account === 'visitor');
  const inAccount = useAccountProgress(account);
  return account === 'visitor' ? browser : inAccount;
}
