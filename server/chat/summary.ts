/**
 * The session summary made while a session is processing (status 6). A simple extractive placeholder until the
 * provider's summary (issue 5): the first sentence of up to three of the user's messages, in their own words.
 */
import type { ConversationTurn } from './provider';

const maxSentence = 160;

export function extractiveSummary(turns: readonly ConversationTurn[]): string {
  const sentences = turns
    .filter((turn) => turn.role === 'user')
    .map((turn) => firstSentence(turn.text))
    .filter(Boolean);
  if (sentences.length === 0) return 'A short session: nothing was written.';
  const picked = pickSpread(sentences, 3);
  return `In this session you talked about: ${picked.map((sentence) => `"${sentence}"`).join('; ')}.`;
}

function firstSentence(text: string): string {
  const sentence = (
    text
      .replace(/\s+/g, ' ')
      .trim()
      .match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text.trim()
  ).trim();
  return sentence.length > maxSentence ? `${sentence.slice(0, maxSentence - 1).trimEnd()}…` : sentence;
}

/** The first, the middle and the last: the arc of the session rather than just its start. */
function pickSpread(items: string[], count: number): string[] {
  if (items.length <= count) return items;
  const picked = new Set<number>([0, Math.floor((items.length - 1) / 2), items.length - 1]);
  return [...picked].toSorted((a, b) => a - b).map((index) => items[index] as string);
}
