/**
 * The offline summary of a finished session, made while it is processing (status 6) and remembered for the next
 * one: the person's own sentences that carry the most (feelings and topics), the themes, and the exercises tried.
 * Extractive on purpose: nothing is invented, and a reader can check every quote against the transcript.
 * Sentences the safety layer calls a crisis are not quoted: the summary says safety came up, without the words.
 */
import type { ConversationTurn } from '../provider';
import { readCues, type Topic } from './cues';
import { exerciseIn } from './exercises';

const maxSentence = 160;
const maxQuotes = 3;

export interface SummaryOptions {
  /** True for a message the safety layer sees as a crisis (server/safety's classifier). */
  isCrisis?: (text: string) => boolean;
}

export function extractiveSummary(turns: readonly ConversationTurn[], options: SummaryOptions = {}): string {
  const userTexts = turns.filter((turn) => turn.role === 'user').map((turn) => turn.text);
  if (userTexts.length === 0) return 'A short session: nothing was written.';
  const crisis = userTexts.filter((text) => options.isCrisis?.(text));
  const sentences = userTexts
    .filter((text) => !crisis.includes(text))
    .flatMap(splitSentences)
    .map((sentence, order) => ({
      sentence,
      order,
      weight: weightOf(sentence),
    }));
  const quotes = sentences
    .toSorted((a, b) => b.weight - a.weight || a.order - b.order)
    .slice(0, maxQuotes)
    .toSorted((a, b) => a.order - b.order)
    .map(({ sentence }) => `"${clip(sentence)}"`);
  const themes = [...new Set(userTexts.flatMap((text) => readCues(text).topics))].map(themeName);
  const tried = [
    ...new Set(turns.filter((turn) => turn.role === 'doro').map((turn) => exerciseIn(turn.text)?.label)),
  ].filter((label): label is string => Boolean(label));

  const parts: string[] = [];
  if (quotes.length > 0) parts.push(`You talked about: ${quotes.join('; ')}.`);
  if (themes.length > 0) parts.push(`Themes: ${themes.join(', ')}.`);
  if (tried.length > 0) parts.push(`Tried together: ${tried.join('; ')}.`);
  if (crisis.length > 0) parts.push('Safety came up, and the crisis resources (988, 911) were shared.');
  return parts.join(' ') || 'A short session.';
}

function splitSentences(text: string): string[] {
  return (
    text
      .replace(/\s+/g, ' ')
      .trim()
      .match(/[^.!?]+[.!?]*/g) ?? []
  )
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(' ').length >= 3);
}

/** Feelings and topics weigh most; a longer sentence a little more (it says more), up to a point. */
function weightOf(sentence: string): number {
  const cues = readCues(sentence);
  return cues.emotions.length * 3 + cues.topics.length * 2 + Math.min(sentence.split(' ').length, 20) / 20;
}

function clip(sentence: string): string {
  return sentence.length > maxSentence ? `${sentence.slice(0, maxSentence - 1).trimEnd()}…` : sentence;
}

const themeNames: Record<Topic, string> = {
  sleep: 'sleep',
  school: 'school',
  work: 'work',
  family: 'family',
  relationship: 'relationships',
  friends: 'friends',
  health: 'health',
  money: 'money',
  grief: 'grief and loss',
  procrastination: 'getting started on tasks',
  'self-criticism': 'being hard on yourself',
  change: 'making a change',
  panic: 'panic',
};

function themeName(topic: Topic): string {
  return themeNames[topic];
}
