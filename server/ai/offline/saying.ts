/**
 * How the offline engine picks its words: the first text of a list not yet said in this session (in an order that
 * turns with the session), remembering what it said, and filling templates in. compose.ts and reflection.ts use it.
 */
import { sentenceKey, sentencesOf, type DialogueState } from './state';

export type Voices = Record<'en' | 'fr', Record<'teen' | 'adult', readonly string[]>>;

/** The texts of a list in this state's voice, not yet said, in a fixed order that turns with the session. */
export function fresh(state: DialogueState, texts: readonly string[]): string[] {
  const unused = texts.filter((text) => sentencesOf(text).every((sentence) => !state.said.has(sentenceKey(sentence))));
  const turn = state.readings.length;
  return unused.map((_, index) => unused[(index + turn) % unused.length] as string);
}

export function first(state: DialogueState, voices: Voices): string | undefined {
  return fresh(state, voices[state.language][state.ageGroup])[0];
}

/** Says it, and remembers it was said, so the rest of this reply does not say it again. */
export function say(state: DialogueState, text: string | undefined): string | undefined {
  if (text) for (const sentence of sentencesOf(text)) state.said.add(sentenceKey(sentence));
  return text;
}

/** A French phrase written for "tu", said to an adult with "vous". */
export function voiced(state: DialogueState, phrase: string): string {
  if (state.language !== 'fr' || state.ageGroup === 'teen') return phrase;
  return phrase
    .replace(/\bton\b|\bta\b/g, 'votre')
    .replace(/\btes\b/g, 'vos')
    .replace(/\bt’arrive\b/g, 'vous arrive')
    .replace(/\btu as\b/g, 'vous avez');
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** The first template of a list that, filled in, says something not yet said in this session. */
export function firstFilled(
  state: DialogueState,
  templates: readonly string[],
  values: Record<string, string>,
): string | undefined {
  return fresh(state, templates)
    .map((template) => fill(template, values))
    .find((text) => sentencesOf(text).every((sentence) => !state.said.has(sentenceKey(sentence))));
}
