/**
 * A model's second opinion on a message's crisis level (decision 024), when an OpenAI-compatible model is
 * configured. It runs beside the local classifier and may only raise a level, never lower one, and nothing waits
 * for it: the crisis card is shown from the local check; a higher level the model finds later updates the card.
 * A model that is slow, down or answers nonsense gives no opinion; nothing is logged of what the person wrote.
 */
import { levelRank, type CrisisCategory, type CrisisLevel } from './crisis-levels';

export interface SecondOpinionOptions {
  /** e.g. https://api.openai.com/v1; /chat/completions is added. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The longest wait for the whole answer. */
  timeoutMs: number;
}

export interface Opinion {
  level: CrisisLevel;
  category: CrisisCategory;
}

/** `userId`: whose message it is; the chat asks only for a person who consented to the outside model. */
export type SecondOpinion = (
  text: string,
  recentUserMessages: readonly string[],
  userId?: string,
) => Promise<Opinion | undefined>;

const instructions = [
  'You check one message sent to a mental-health support chat for risk. Read the earlier messages only as context.',
  'Answer with one JSON object and nothing else: {"level": L, "category": C}.',
  'L is "none" (no risk to the writer or anyone they mention), "concern" (passive wishes to die, hopelessness that',
  'reaches for death, urges to self-harm, worry about someone who talked about suicide), "urgent" (intent to die,',
  'recent self-harm or attempt, means gathered, questions about lethal amounts, heights or speeds, ongoing abuse,',
  'intent to hurt someone) or "imminent" (an act under way or planned for now, means in hand, danger now).',
  'C is "suicide", "self-harm", "harm-to-others" or "abuse". Idioms, jokes about trivial things, fiction, history,',
  'other people\'s past deaths and study questions are "none".',
].join(' ');

const levels = new Set<string>(['none', 'concern', 'urgent', 'imminent']);
const categories = new Set<string>(['suicide', 'self-harm', 'harm-to-others', 'abuse']);

/** The opinion in the model's answer: its JSON, or failing that the first level word it used. */
export function parseOpinion(content: string): Opinion | undefined {
  const json = /\{[\s\S]*\}/.exec(content)?.[0];
  let level: string | undefined;
  let category: string | undefined;
  if (json) {
    try {
      const parsed = JSON.parse(json) as { level?: unknown; category?: unknown };
      if (typeof parsed.level === 'string') level = parsed.level.toLowerCase();
      if (typeof parsed.category === 'string') category = parsed.category.toLowerCase();
    } catch {
      // Not JSON after all: read the words below.
    }
  }
  level ??= /\b(none|concern|urgent|imminent)\b/i.exec(content)?.[1]?.toLowerCase();
  if (!level || !levels.has(level)) return undefined;
  return {
    level: level as CrisisLevel,
    category: (category && categories.has(category) ? category : 'suicide') as CrisisCategory,
  };
}

export function createSecondOpinion(options: SecondOpinionOptions): SecondOpinion {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return async (text, recentUserMessages) => {
    const earlier = recentUserMessages.length
      ? `Earlier messages, oldest first:\n${recentUserMessages.map((message) => `- ${message}`).join('\n')}\n\n`
      : '';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({
          model: options.model,
          stream: false,
          temperature: 0,
          max_tokens: 40,
          messages: [
            { role: 'system', content: instructions },
            { role: 'user', content: `${earlier}Message to check:\n${text}` },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        return undefined;
      }
      const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
      const content = body.choices?.[0]?.message?.content;
      return typeof content === 'string' ? parseOpinion(content) : undefined;
    } catch {
      return undefined;
    }
  };
}

/** The opinion when it is higher than the local level, else nothing: a second opinion never lowers a level. */
export function raisedBy(local: CrisisLevel, opinion: Opinion | undefined): Opinion | undefined {
  return opinion && levelRank[opinion.level] > levelRank[local] ? opinion : undefined;
}
