/** The profile's own calls: progress links, the data export and deleting the account. */
import { queryOptions } from '@tanstack/react-query';
import type { ProgressShareScope } from '../../contract/users';
import { apiClient } from '../../lib/api-client';
import { unwrap } from '../../lib/api-errors';
import type { z } from 'zod';

export const progressSharesQuery = () =>
  queryOptions({
    queryKey: ['progressShares'] as const,
    queryFn: async ({ signal }) =>
      (await unwrap(apiClient.users.listProgressShares({ fetchOptions: { signal } }))).links,
  });

export function createProgressShare(include: Array<z.infer<typeof ProgressShareScope>>, expiresInDays: number) {
  return unwrap(apiClient.users.createProgressShare({ body: { include, expiresInDays } }));
}

export function revokeProgressShare(shareId: string) {
  return unwrap(apiClient.users.revokeProgressShare({ params: { shareId } }));
}

export function exportAllData() {
  return unwrap(apiClient.users.exportData());
}

export function deleteAccount() {
  return unwrap(apiClient.users.deleteAccount({ body: { confirm: true } }));
}
