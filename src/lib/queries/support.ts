import { mutationOptions } from '@tanstack/react-query';
import type { SupportContactBody, SupportContactReceipt } from '../../contract/support';
import { apiClient } from '../api-client';
import { unwrap } from '../api-errors';

/**
 * Sends the support form (`POST /api/support/contact`). Rejects with an ApiError whose message is the server's own
 * words: the 400's reason, or the 429's "Too many messages..." sentence, so the form can show them as they are.
 */
export function sendSupportMessage(body: SupportContactBody): Promise<SupportContactReceipt> {
  return unwrap(apiClient.support.contact({ body }));
}

/**
 * The support form's mutation. Never retried: a message that timed out may have been stored, and a retry would
 * send it twice and use up the sender's 5 messages in 10 minutes.
 */
export const sendSupportMessageMutation = () =>
  mutationOptions({
    mutationKey: ['supportContact'] as const,
    mutationFn: sendSupportMessage,
    retry: false,
  });
