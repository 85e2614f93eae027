/**
 * Every fixed text the offline engine can say: its catalogue (greetings, reflections, questions, replies to thanks,
 * goodbyes and complaints), the psychoeducation of every topic and every step of every exercise, in both languages
 * and both age groups, and the boundaries and safety replies in each variant. The output guard must let all of them
 * through unchanged (engine-texts.test.ts): a guard that rewrites Doro's own box-breathing steps into a refusal fails
 * a person who just said yes.
 */
import type { CrisisCategory, CrisisLevel } from '../../../src/contract/chat-socket';
import type { AgeGroup } from '../provider';
import { aiDisclosureReply, diagnosisBoundaryReply, medicationBoundaryReply } from './boundaries';
import * as catalogue from './catalogue';
import { exerciseScripts } from './content/exercises';
import { topicGuides } from './content/topics';
import type { Language } from './language';
import { safetyAnswerReply, safetyCheckIn, safetyReply } from './safety-reply';

const ageGroups: readonly AgeGroup[] = ['teen', 'adult'];
const languages: readonly Language[] = ['en', 'fr'];
const levels: readonly CrisisLevel[] = ['concern', 'urgent', 'imminent'];
const categorySets: ReadonlyArray<CrisisCategory[]> = [
  ['suicide'],
  ['self-harm'],
  ['harm-to-others'],
  ['abuse'],
  ['suicide', 'imminent-danger'],
];

/** Every variant a producer can give: it is asked again, told what it already said, until it repeats itself. */
function variants(produce: (seed: string, said: readonly string[]) => string): string[] {
  const said: string[] = [];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const text = produce(`variant-${attempt}`, said);
    if (said.includes(text)) break;
    said.push(text);
  }
  return said;
}

/** Every string held anywhere in a catalogue value (lists, records of lists, templates). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

export function engineTexts(): string[] {
  const texts: string[] = [...strings(catalogue)];
  for (const guide of Object.values(topicGuides)) texts.push(...strings([guide.teen, guide.adult]));
  for (const script of Object.values(exerciseScripts)) texts.push(...strings([script.teen, script.adult]));
  texts.push(...variants(aiDisclosureReply), ...variants(medicationBoundaryReply));
  for (const language of languages) {
    for (const ageGroup of ageGroups) {
      texts.push(...variants((seed, said) => safetyCheckIn(seed, said, language, ageGroup)));
      for (const answer of ['yes', 'unsure', 'no'] as const) {
        texts.push(...variants((seed, said) => safetyAnswerReply(answer, ageGroup, seed, said, language)));
      }
      for (const level of levels) {
        for (const categories of categorySets) {
          const safety = { level, categories, current: true };
          texts.push(...variants((seed, said) => safetyReply(safety, ageGroup, seed, said, language)));
        }
      }
    }
  }
  for (const ageGroup of ageGroups)
    texts.push(...variants((seed, said) => diagnosisBoundaryReply(seed, ageGroup, said)));
  return [...new Set(texts)];
}
