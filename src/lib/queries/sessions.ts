import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { unwrap } from '../api-errors';

/** The user's earlier sessions, newest first, key `priorSessions`. */
export const priorSessionsQuery = () =>
  queryOptions({
    queryKey: ['priorSessions'] as const,
    queryFn: async ({ signal }) =>
      (await unwrap(apiClient.sessions.prior({ query: {}, fetchOptions: { signal } }))).sessions,
  });

/** The most recent session or null, key `lastSession`. Its status drives the paused flag. */
export const lastSessionQuery = () =>
  queryOptions({
    queryKey: ['lastSession'] as const,
    queryFn: async ({ signal }) => (await unwrap(apiClient.sessions.last({ fetchOptions: { signal } }))).session,
  });

/** Minutes (and seconds) left, key `remainingMinutes`. */
export const remainingMinutesQuery = () =>
  queryOptions({
    queryKey: ['remainingMinutes'] as const,
    queryFn: ({ signal }) => unwrap(apiClient.sessions.remainingMinutes({ fetchOptions: { signal } })),
  });

/** Sessions left. Its key, `remainingSessions`, follows the others. */
export const remainingSessionsQuery = () =>
  queryOptions({
    queryKey: ['remainingSessions'] as const,
    queryFn: async ({ signal }) =>
      (await unwrap(apiClient.sessions.remainingSessions({ fetchOptions: { signal } }))).remainingSessions,
  });

/** One session's messages in seq order (`GET /api/sessions/session-transcript/{id}`), key `sessionTranscript`. */
export const sessionTranscriptQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['sessionTranscript', sessionId] as const,
    queryFn: async ({ signal }) =>
      (await unwrap(apiClient.sessions.transcript({ params: { sessionId }, fetchOptions: { signal } }))).messages,
  });
