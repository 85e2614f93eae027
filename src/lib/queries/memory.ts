import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { unwrap } from '../api-errors';

/** What Doro remembers of earlier sessions, newest first, key `memory`. */
export const memoryQuery = () =>
  queryOptions({
    queryKey: ['memory'] as const,
    queryFn: async ({ signal }) => (await unwrap(apiClient.memory.list({ fetchOptions: { signal } }))).items,
  });

/** Forget one memory (by id) or, with no id, all of them. */
export async function forgetMemory(memoryId: string | undefined): Promise<void> {
  if (memoryId) await unwrap(apiClient.memory.forget({ params: { memoryId } }));
  else await unwrap(apiClient.memory.forgetAll());
}

/** Forget one memory (by id) or, with no id, all of them. Not retried: the person sees the result and may try again. */
export const forgetMemoryMutation = () =>
  mutationOptions({
    mutationKey: ['forgetMemory'] as const,
    mutationFn: forgetMemory,
    retry: false,
  });

/** Rewrite one memory line in the person's own words. Not retried: the person sees the result and may try again. */
export const editMemoryMutation = () =>
  mutationOptions({
    mutationKey: ['editMemory'] as const,
    mutationFn: async ({ memoryId, summary }: { memoryId: string; summary: string }) =>
      unwrap(apiClient.memory.edit({ params: { memoryId }, body: { summary } })),
    retry: false,
  });

/** Whether memory across sessions is on (issue 20: off until the person turns it on). */
export const privacyConsentQuery = () =>
  queryOptions({
    queryKey: ['privacyConsent'] as const,
    queryFn: ({ signal }) => unwrap(apiClient.memory.getConsent({ fetchOptions: { signal } })),
  });

/** Turn memory on or off. Turning it off deletes what Doro remembers. Not retried. */
export const privacyConsentMutation = () =>
  mutationOptions({
    mutationKey: ['privacyConsent'] as const,
    mutationFn: (memory: boolean) => unwrap(apiClient.memory.putConsent({ body: { memory } })),
    retry: false,
  });

/** Let the conversation go to the configured outside model, or stop it (issue 20: off until turned on). Not retried. */
export const outsideModelConsentMutation = () =>
  mutationOptions({
    mutationKey: ['outsideModelConsent'] as const,
    mutationFn: (outsideModel: boolean) => unwrap(apiClient.memory.putModelConsent({ body: { outsideModel } })),
    retry: false,
  });
