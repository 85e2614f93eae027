/**
 * Chooses where replies come from, by configuration (server/config.ts, AiConfig): an OpenAI-compatible model when
 * one is configured, with the offline engine behind it for failures; the offline engine alone otherwise.
 */
import type { AiConfig } from '../config';
import { createOfflineProvider } from './offline/offline-provider';
import type { SummaryOptions } from './offline/summary';
import type { ReplyProvider } from './provider';
import { createRemoteProvider } from './remote/openai-compatible';

export interface ReplyProviders {
  provider: ReplyProvider;
  offline: ReplyProvider;
}

export function createReplyProviders(
  config: AiConfig,
  options: SummaryOptions & { onFailure?: (reason: string) => void },
): ReplyProviders {
  const offline = createOfflineProvider({ isCrisis: options.isCrisis });
  if (!config.remote) return { provider: offline, offline };
  return {
    offline,
    provider: createRemoteProvider({
      ...config.remote,
      timeoutMs: config.timeoutMs,
      maxRetries: config.maxRetries,
      fallback: offline,
      onFailure: options.onFailure,
    }),
  };
}
