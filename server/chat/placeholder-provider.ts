/**
 * A deterministic stand-in until the offline engine of issue 5: a short supportive reflection built from the
 * user's own words, streamed word by word. Same input, same reply, so tests can rely on it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ReplyProvider, ReplyRequest } from './provider';

const openQuestions: Record<ReplyRequest['directiveness'], string> = {
  listen: 'What feels most important about that for you right now?',
  balanced: 'What would help a little with that today?',
  guide: 'Would you like to try a short breathing exercise together, or make a small plan for the next step?',
};

export function placeholderReply(request: ReplyRequest): string {
  const lastUser = request.messages.toReversed().find((turn) => turn.role === 'user');
  const words = (lastUser?.text ?? '').replace(/\s+/g, ' ').trim();
  const echo = words
    .split(' ')
    .slice(0, 12)
    .join(' ')
    .replace(/[.!?,;:]+$/, '');
  const reflection = echo
    ? `It sounds like you are saying: "${echo}". Thank you for sharing that with me.`
    : 'I am here with you.';
  return `${reflection} ${openQuestions[request.directiveness]}`;
}

export function createPlaceholderProvider(options: { tokenDelayMs: number }): ReplyProvider {
  return {
    async *stream(request) {
      const words = placeholderReply(request).split(/(?<= )/);
      for (const [index, word] of words.entries()) {
        if (request.signal?.aborted) return;
        if (index > 0 && options.tokenDelayMs > 0) await sleep(options.tokenDelayMs);
        yield word;
      }
    },
  };
}
