import { queryOptions } from '@tanstack/react-query';
import type { Place } from '../../contract/places';
import type { CreateProfileBody, UiLocale, User } from '../../contract/users';
import { DISCLAIMER_VERSION } from '../../contract/users';
import { apiClient } from '../api-client';
import { unwrap } from '../api-errors';

/** The current user (`GET /api/users/me/`), key `userData`. */
export const userDataQuery = () =>
  queryOptions({
    queryKey: ['userData'] as const,
    queryFn: ({ signal }) => unwrap(apiClient.users.me({ fetchOptions: { signal } })),
  });

/** The display name (`GET /api/users/me/name`), key `userDataName`. */
export const userDataNameQuery = () =>
  queryOptions({
    queryKey: ['userDataName'] as const,
    queryFn: async ({ signal }) => (await unwrap(apiClient.users.name({ fetchOptions: { signal } }))).name,
  });

/** Creates the profile after sign-up and every Google login; safe to repeat (200 when it already exists). */
export function createProfile(body: CreateProfileBody): Promise<User> {
  return unwrap(apiClient.users.createProfile({ body }));
}

export function acceptDisclaimer(version: string = DISCLAIMER_VERSION): Promise<User> {
  return unwrap(apiClient.users.acceptDisclaimer({ body: { version } }));
}

/** Sets the display name (`PUT /api/users/me/name`); answers the updated user. */
export function setDisplayName(name: string): Promise<User> {
  return unwrap(apiClient.users.setName({ body: { name } }));
}

/** Keeps the interface language the person chose with the account (`PUT /api/users/me/locale`). */
export function setProfileLocale(locale: UiLocale): Promise<User> {
  return unwrap(apiClient.users.setLocale({ body: { locale } }));
}

/** Saves where the person lives (`PUT /api/users/me/place`); both null is "I'd rather not say". */
export function setPlace(place: Place): Promise<User> {
  return unwrap(apiClient.users.setPlace({ body: place }));
}
