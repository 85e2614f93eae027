/**
 * Replies from any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server), streamed.
 * A person in distress must never wait on a hung model, so every wait is bounded: the answer must start within the
 * timeout, and each token must follow the previous one within it. Failures before the first token that may pass
 * (no connection, 429, 5xx) are retried with the shared back-off (src/contract/backoff.ts); anything else, or
 * retries used up, hands the reply to the offline engine, with a `fallback` chunk so the chat can say so. A model
 * failing mid-reply keeps what it said and the offline engine finishes the turn.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { backoffDelay } from '../../../src/contract/backoff';
import type { ConversationTurn, ReplyChunk, ReplyProvider, ReplyRequest } from '../provider';
import { summaryInstructions, systemPrompt } from '../system-prompt';
import { chatCompletionTokens } from './sse';

export interface RemoteProviderOptions {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1; /chat/completions is added. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** Answers when the model cannot: the offline engine. */
  fallback: ReplyProvider;
  /** Tests pass a short wait; production waits the back-off delay. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  onFailure?: (reason: string) => void;
}

class AttemptError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export function createRemoteProvider(options: RemoteProviderOptions): ReplyProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const wait = options.wait ?? ((ms: number, signal?: AbortSignal) => sleep(ms, undefined, { signal }));

  /** One request; resolves once headers arrived, with a stream of tokens each bounded by the timeout. */
  async function open(body: object, signal: AbortSignal | undefined) {
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal?.addEventListener('abort', stop, { once: true });
    let timer = setTimeout(stop, options.timeoutMs);
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(stop, options.timeoutMs);
    };
    const release = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${options.apiKey}`,
        },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      release();
      if (signal?.aborted) throw error;
      const timedOut = controller.signal.aborted;
      throw new AttemptError(
        timedOut ? 'the model did not answer in time' : `no connection (${describe(error)})`,
        !timedOut,
      );
    }
    if (!response.ok || !response.body) {
      release();
      await response.body?.cancel().catch(() => {});
      const status = response.status;
      throw new AttemptError(`the model answered HTTP ${status}`, status === 429 || status >= 500);
    }
    rearm();
    return {
      body: response.body,
      rearm,
      release,
      timedOut: () => controller.signal.aborted && !signal?.aborted,
    };
  }

  /** Tries, and retries what may pass, until the stream opens; undefined when aborted. */
  async function openWithRetries(body: object, signal: AbortSignal | undefined) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await open(body, signal);
      } catch (error) {
        if (signal?.aborted) return undefined;
        if (!(error instanceof AttemptError) || !error.retryable || attempt >= options.maxRetries) throw error;
        await wait(backoffDelay(attempt), signal).catch(() => {});
        if (signal?.aborted) return undefined;
      }
    }
  }

  async function* fallBack(request: ReplyRequest, reason: string, afterText: boolean): AsyncGenerator<ReplyChunk> {
    options.onFailure?.(reason);
    yield { type: 'fallback', reason };
    if (afterText) yield { type: 'text', text: '\n\n' };
    yield* options.fallback.stream(request);
  }

  return {
    kind: 'remote',

    async *stream(request) {
      // Imminent danger: the offline engine's safety reply, emergency numbers first, with no model in the way.
      if (request.safety?.current && request.safety.level === 'imminent') {
        yield* options.fallback.stream(request);
        return;
      }
      const body = {
        model: options.model,
        stream: true,
        temperature: 0.7,
        max_tokens: 500,
        messages: [{ role: 'system', content: systemPrompt(request) }, ...asChatMessages(request.messages)],
      };
      let opened;
      try {
        opened = await openWithRetries(body, request.signal);
      } catch (error) {
        yield* fallBack(request, describe(error), false);
        return;
      }
      if (!opened) return;
      let wrote = false;
      try {
        for await (const token of chatCompletionTokens(opened.body)) {
          opened.rearm();
          wrote = true;
          yield { type: 'text', text: token };
        }
      } catch (error) {
        if (request.signal?.aborted) return;
        const reason = opened.timedOut() ? 'the model stopped sending in time' : describe(error);
        yield* fallBack(request, reason, wrote);
        return;
      } finally {
        opened.release();
      }
      if (!wrote && !request.signal?.aborted) yield* fallBack(request, 'the model sent an empty reply', false);
    },

    async summarise(messages, signal) {
      const body = {
        model: options.model,
        stream: true,
        temperature: 0.3,
        max_tokens: 300,
        messages: [
          { role: 'system', content: summaryInstructions },
          { role: 'user', content: transcriptText(messages) },
        ],
      };
      try {
        const opened = await openWithRetries(body, signal);
        if (!opened) return options.fallback.summarise(messages, signal);
        let text = '';
        try {
          for await (const token of chatCompletionTokens(opened.body)) {
            opened.rearm();
            text += token;
          }
        } finally {
          opened.release();
        }
        return text.trim() || options.fallback.summarise(messages, signal);
      } catch (error) {
        options.onFailure?.(`summary: ${describe(error)}`);
        return options.fallback.summarise(messages, signal);
      }
    },
  };
}

function asChatMessages(turns: readonly ConversationTurn[]) {
  return turns.map((turn) => ({
    role: turn.role === 'doro' ? 'assistant' : 'user',
    content: turn.text,
  }));
}

function transcriptText(turns: readonly ConversationTurn[]): string {
  return turns.map((turn) => `${turn.role === 'doro' ? 'Coach' : 'Person'}: ${turn.text}`).join('\n');
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error.cause as { code?: string } | undefined)?.code;
    return cause ? `${error.message} (${cause})` : error.message;
  }
  return String(error);
}
