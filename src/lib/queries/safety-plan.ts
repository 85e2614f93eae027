import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { PutSafetyPlanBody } from '../../contract/safety-plan';
import { apiClient } from '../api-client';
import { unwrap } from '../api-errors';

/**
 * The person's safety plan, or null before they write one; key `safetyPlan`. The profile and the chat share it: the
 * chat reads it once for the page (its crisis card shows it), not on every message, and a save or a delete puts the
 * answer in the cache at once.
 */
export const safetyPlanQuery = () =>
  queryOptions({
    queryKey: ['safetyPlan'] as const,
    queryFn: async ({ signal }) => (await unwrap(apiClient.safetyPlan.get({ fetchOptions: { signal } }))).plan,
    staleTime: 5 * 60_000,
  });

/** Writes the whole plan. Not retried: the person sees the result and may save again. */
export const saveSafetyPlanMutation = () =>
  mutationOptions({
    mutationKey: ['saveSafetyPlan'] as const,
    mutationFn: async (body: PutSafetyPlanBody) => (await unwrap(apiClient.safetyPlan.put({ body }))).plan,
    retry: false,
  });

export const deleteSafetyPlanMutation = () =>
  mutationOptions({
    mutationKey: ['deleteSafetyPlan'] as const,
    mutationFn: async () => {
      await unwrap(apiClient.safetyPlan.delete());
    },
    retry: false,
  });
