/**
 * The chat machine as the page runs it: its actor slots filled with the real REST calls (through the shared query
 * cache, so the shared query keys stay fresh for every screen) and the real WebSocket. The machine itself stays
 * free of React, fetch and Firebase.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { CHAT_SOCKET_PATH, type Directiveness } from '../../contract/chat-socket';
import { SESSION_STATUS } from '../../contract/sessions';
import { activeSubscriptionQuery } from '../../lib/queries/checkout';
import { lastSessionQuery, remainingMinutesQuery, remainingSessionsQuery } from '../../lib/queries/sessions';
import { acceptDisclaimer, userDataQuery } from '../../lib/queries/users';
import { loadFirebaseAuth } from '../../lib/firebase';
import { readSignUpConsent } from '../../lib/signup-consent';
import { chatConnection } from '../../machines/chat.actors';
import { chatMachine } from '../../machines/chat.machine';
import type { Eligibility, LastSession } from '../../machines/chat.types';

/** How often a session being summarised (6) is asked about again, and for how long before the page gives up. */
const PROCESSING_POLL_MS = 1_000;
const PROCESSING_GIVE_UP_MS = 3 * 60_000;

function chatSocketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${CHAT_SOCKET_PATH}`;
}

/** The signed-in user's ID token; Firebase refreshes it when it is close to expiry. */
async function currentIdToken(): Promise<string> {
  const { auth } = await loadFirebaseAuth();
  await auth.authStateReady();
  if (!auth.currentUser) throw new Error('Nobody is signed in.');
  return auth.currentUser.getIdToken();
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** staleTime 0: the machine asks because it needs the server's answer now, not a cached one. */
const fresh = <T>(options: T) => ({ ...options, staleTime: 0 });

export function chatPageMachine(queryClient: QueryClient) {
  const loadLastSession = () => queryClient.fetchQuery(fresh(lastSessionQuery()));

  return chatMachine.provide({
    actors: {
      loadLastSession: fromPromise<LastSession | null>(loadLastSession),
      checkEligibility: fromPromise<Eligibility>(async () => {
        const [user, minutes, remainingSessions, subscription] = await Promise.all([
          queryClient.fetchQuery(fresh(userDataQuery())),
          queryClient.fetchQuery(fresh(remainingMinutesQuery())),
          queryClient.fetchQuery(fresh(remainingSessionsQuery())),
          // Plans may not be offered yet (501): no subscription is then the honest answer.
          queryClient.fetchQuery(fresh(activeSubscriptionQuery())).catch(() => null),
        ]);
        return {
          disclaimerAccepted: user.disclaimerAcceptedAt !== null,
          remainingSeconds: minutes.remainingSeconds,
          remainingSessions,
          hasSubscription: subscription !== null,
        };
      }),
      acceptDisclaimer: fromPromise<unknown>(async () => {
        queryClient.setQueryData(userDataQuery().queryKey, await acceptDisclaimer());
      }),
      awaitLastSessionFinished: fromPromise<LastSession | null>(async ({ signal }) => {
        const giveUpAt = Date.now() + PROCESSING_GIVE_UP_MS;
        for (;;) {
          const last = await loadLastSession();
          if (last?.status !== SESSION_STATUS.processing) {
            void queryClient.invalidateQueries({
              queryKey: ['priorSessions'],
            });
            return last;
          }
          if (Date.now() > giveUpAt) throw new Error('The last session is still being summarised.');
          await sleep(PROCESSING_POLL_MS, signal);
        }
      }),
      connection: chatConnection({
        url: chatSocketUrl(),
        getIdToken: currentIdToken,
        ageBand: () => {
          const email = queryClient.getQueryData(userDataQuery().queryKey)?.email;
          return email ? readSignUpConsent(email)?.ageBand : undefined;
        },
      }),
    },
    actions: {
      // The server keeps the choice of each session start on the user; the cached profile follows it at once.
      persistDirectiveness: (_, { directiveness }: { directiveness: Directiveness | null }) => {
        queryClient.setQueryData(userDataQuery().queryKey, (user) => (user ? { ...user, directiveness } : user));
      },
    },
  });
}
