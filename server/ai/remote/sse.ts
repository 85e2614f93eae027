/**
 * Reads an OpenAI-compatible chat-completions stream: server-sent events whose `data:` lines hold JSON chunks with
 * `choices[0].delta.content`, ended by `data: [DONE]`. OpenAI, Ollama, vLLM and llama.cpp's server all speak it.
 */

export class StreamError extends Error {
  override name = 'StreamError';
}

/** The text pieces of the stream, in order. Ends at [DONE] or at the end of the body. */
export async function* chatCompletionTokens(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  try {
    for (;;) {
      const { done: ended, value } = await reader.read();
      if (ended) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        const token = readLine(line);
        if (token === done) return;
        if (token) yield token;
        newline = buffer.indexOf('\n');
      }
    }
  } finally {
    // Stop the download at [DONE], an error or an abort: the connection goes back to the pool.
    void reader.cancel().catch(() => {});
  }
  const last = readLine(buffer.trim());
  if (last && last !== done) yield last;
}

const done = Symbol('done');

function readLine(line: string): string | typeof done | undefined {
  if (!line.startsWith('data:')) return undefined; // comments (": keep-alive"), event names, blank lines
  const payload = line.slice(5).trim();
  if (payload === '[DONE]') return done;
  let chunk: unknown;
  try {
    chunk = JSON.parse(payload);
  } catch {
    throw new StreamError('The model sent a data line that is not JSON.');
  }
  const object = chunk as {
    error?: { message?: unknown };
    choices?: Array<{ delta?: { content?: unknown } }>;
  };
  if (object.error) throw new StreamError(`The model reported an error: ${String(object.error.message ?? 'unknown')}`);
  const content = object.choices?.[0]?.delta?.content;
  return typeof content === 'string' && content.length > 0 ? content : undefined;
}
