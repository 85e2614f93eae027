/**
 * A provider's reply on its way to the person: through the output guard (server/safety/output-guard.ts), which
 * holds text back to sentence boundaries and replaces what is unsafe, then out word by word. The offline engine's
 * words are paced (its whole reply exists at once; a model paces itself), so both stream alike in the chat.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { writerFor } from './model-consent';
import type { ReplyProvider, ReplyRequest } from './provider';

/** The shape the chat needs of the stream guard: safe text comes out of push and end, never unsafe text. */
export interface TextGuard {
  push(text: string): string;
  end(): string;
  /** What was replaced so far (kinds only, never the text): for the log. */
  violations(): readonly string[];
}

export type ReplyEvent =
  | { type: 'token'; text: string }
  | { type: 'fallback'; reason: string }
  | { type: 'guarded'; violations: readonly string[] };

export interface ReplyStreamOptions {
  guard: TextGuard;
  /** Between the offline engine's words. */
  tokenDelayMs: number;
}

export async function* guardedReply(
  provider: ReplyProvider,
  request: ReplyRequest,
  options: ReplyStreamOptions,
): AsyncGenerator<ReplyEvent> {
  // Behind the consent gate (model-consent.ts), the offline engine may write for this person though a model is set:
  // one read of their consent chooses both the pace and the provider that streams.
  const writer = await writerFor(provider, request.userId);
  const pace = writer.kind === 'offline' ? options.tokenDelayMs : 0;
  // A fallback mid-reply switches to the offline engine: pace its words from then on.
  let paced = pace > 0;
  let first = true;
  async function* words(text: string): AsyncGenerator<ReplyEvent> {
    for (const word of text.split(/(?<=\s)/)) {
      if (!word || request.signal?.aborted) continue;
      if (!first && paced) await sleep(options.tokenDelayMs);
      first = false;
      yield { type: 'token', text: word };
    }
  }
  for await (const chunk of writer.stream(request)) {
    if (request.signal?.aborted) return;
    if (chunk.type === 'fallback') {
      paced = options.tokenDelayMs > 0;
      yield chunk;
      continue;
    }
    yield* words(options.guard.push(chunk.text));
  }
  yield* words(options.guard.end());
  const violations = options.guard.violations();
  if (violations.length > 0) yield { type: 'guarded', violations };
}
