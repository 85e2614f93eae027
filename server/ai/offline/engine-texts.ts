/**
 * Every fixed text the offline engine can say: exercises (offers and steps for both age groups), questions,
 * prompts, boundaries, safety replies and check-ins, each variant. The output guard must let all of them through
 * unchanged (engine-texts.test.ts): a guard that rewrites Doro's own box-breathing steps into a refusal fails a
 * person who just said yes.
 */
import type { CrisisCategory, CrisisLevel } from '../../../src/contract/chat-socket';
import type { AgeGroup } from '../provider';
import { aiDisclosureReply, diagnosisBoundaryReply, medicationBoundaryReply } from './boundaries';
import { exercises } from './exercises';
import { briefPrompts, exploringQuestions, topicQuestions, workingQuestions } from './questions';
import { safetyCheckIn, safetyReply } from './safety-reply';

const ageGroups: readonly AgeGroup[] = ['teen', 'adult'];
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

export function engineTexts(): string[] {
  const texts: string[] = [];
  for (const exercise of Object.values(exercises)) texts.push(exercise.offer, exercise.steps.adult, exercise.steps.teen);
  texts.push(...exploringQuestions, ...workingQuestions, ...briefPrompts, ...Object.values(topicQuestions).flat());
  texts.push(...variants(aiDisclosureReply), ...variants(medicationBoundaryReply), ...variants(safetyCheckIn));
  for (const ageGroup of ageGroups) {
    texts.push(...variants((seed, said) => diagnosisBoundaryReply(seed, ageGroup, said)));
    for (const level of levels) {
      for (const categories of categorySets) {
        texts.push(...variants((seed, said) => safetyReply({ level, categories, current: true }, ageGroup, seed, said)));
      }
    }
  }
  return [...new Set(texts)];
}
