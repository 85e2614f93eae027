/**
 * A local stand-in for a hosted language model: a real HTTP server speaking OpenAI's chat-completions protocol
 * (POST /v1/chat/completions, Bearer key, streamed as server-sent events `data: {...}` ending with `data: [DONE]`, or
 * one `chat.completion` object when the request does not ask for a stream).
 * What it answers is up to the test: a streamed text (optionally slow), an HTTP error, a request that never answers,
 * or a stream that stalls after a few tokens. It records every request, so tests can check what the model was told.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatCompletionRequest {
  model: string;
  stream?: boolean;
  messages: Array<{ role: 'system' | 'user' | 'assistant'; content: string }>;
}

export type DoubleBehaviour =
  /** Streams `text` word by word, `tokenDelayMs` apart. */
  | { kind: 'stream'; text: string; tokenDelayMs?: number }
  /** Answers this HTTP status with an OpenAI-style error body. */
  | { kind: 'status'; status: number }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Streams the first `tokens` words of `text`, then goes silent without ending. */
  | { kind: 'stall'; text: string; tokens: number };

export type Responder = (request: ChatCompletionRequest) => DoubleBehaviour;

export interface OpenAiDouble {
  /** The base URL to configure (DORO_AI_BASE_URL), ending in /v1. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The settings that point a Doro server at this double (base URL, key, model), to spread into its env. */
  env: { DORO_AI_BASE_URL: string; DORO_AI_API_KEY: string; DORO_AI_MODEL: string };
  requests: ChatCompletionRequest[];
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

export async function startOpenAiDouble(responder: Responder): Promise<OpenAiDouble> {
  const apiKey = 'test-key-double';
  const model = 'double-model';
  const requests: ChatCompletionRequest[] = [];
  let respond = responder;
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => response.destroy());
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      return json(response, 404, {
        error: { message: 'Unknown route', type: 'invalid_request_error' },
      });
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return json(response, 401, {
        error: {
          message: 'Incorrect API key provided',
          type: 'invalid_request_error',
        },
      });
    }
    const body = JSON.parse(await readBody(request)) as ChatCompletionRequest;
    if (body.model !== model) {
      return json(response, 404, {
        error: {
          message: `The model ${body.model} does not exist`,
          type: 'invalid_request_error',
        },
      });
    }
    requests.push(body);
    const behaviour = respond(body);
    if (behaviour.kind === 'hang') return;
    if (behaviour.kind === 'status') {
      return json(response, behaviour.status, {
        error: {
          message: 'The double failed on purpose',
          type: 'server_error',
        },
      });
    }
    if (body.stream !== true) {
      // Not streamed: one chat.completion object once the whole text is ready (a stall never answers).
      if (behaviour.kind === 'stall') return;
      if (behaviour.tokenDelayMs) await wait(behaviour.tokenDelayMs);
      if (response.destroyed) return;
      return json(response, 200, {
        id: 'chatcmpl-double',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: behaviour.text }, finish_reason: 'stop' }],
      });
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
    });
    const words = behaviour.text.split(/(?<= )/);
    const count = behaviour.kind === 'stall' ? behaviour.tokens : words.length;
    const delay = behaviour.kind === 'stream' ? (behaviour.tokenDelayMs ?? 0) : 0;
    response.write(': keep-alive\n\n');
    for (const [index, word] of words.slice(0, count).entries()) {
      if (delay > 0 && index > 0) await wait(delay);
      if (response.destroyed) return;
      response.write(`data: ${JSON.stringify(chunk(model, word))}\n\n`);
    }
    if (behaviour.kind === 'stall') return; // headers and some tokens sent, then silence
    response.write(
      `data: ${JSON.stringify({ ...chunk(model, ''), choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
    );
    response.end('data: [DONE]\n\n');
  }

  function wait(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  return {
    baseUrl,
    apiKey,
    model,
    env: { DORO_AI_BASE_URL: baseUrl, DORO_AI_API_KEY: apiKey, DORO_AI_MODEL: model },
    requests,
    respondWith(next) {
      respond = next;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function chunk(model: string, content: string) {
  return {
    id: 'chatcmpl-double',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  };
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (part: string) => (data += part));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}
