/**
 * The offline engine as a reply provider: the reply is made at once, then handed out word by word (the chat paces
 * the words, server/ai/reply-stream.ts), so it streams like a model would.
 */
import type { ReplyProvider } from '../provider';
import { offlineReply } from './engine';
import { honestSummary, type SummaryOptions } from './summary';

export function createOfflineProvider(options: SummaryOptions = {}): ReplyProvider {
  return {
    kind: 'offline',
    async *stream(request) {
      for (const word of offlineReply(request).split(/(?<= )/)) {
        if (request.signal?.aborted) return;
        yield { type: 'text', text: word };
      }
    },
    summarise: async (messages) => honestSummary(messages, options),
  };
}
