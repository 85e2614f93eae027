/**
 * The instruments of ../shared/reference/questionnaires.md as the 006 migration seeds them: each one's own item
 * wording, answer options and values, taken from its public source (never paraphrased). Only instruments whose
 * licence allows free digital use are here. This is the wording as shipped: a later change needs a new migration.
 * Each instrument is in its own file under 006-questionnaires-seed/ (moved there unchanged, values identical).
 */
import type { SeedInstrument } from './006-questionnaires-seed/shared';
import { phq9 } from './006-questionnaires-seed/phq-9';
import { phqA } from './006-questionnaires-seed/phq-a';
import { gad7 } from './006-questionnaires-seed/gad-7';
import { who5 } from './006-questionnaires-seed/who-5';
import { k10 } from './006-questionnaires-seed/k10';
import { pcl5 } from './006-questionnaires-seed/pcl-5';
import { asq } from './006-questionnaires-seed/asq';

export type { SeedInstrument, SeedOption } from './006-questionnaires-seed/shared';

export const seedCategories = [
  { id: 'depression', title: 'Depression' },
  { id: 'anxiety', title: 'Anxiety' },
  { id: 'wellbeing', title: 'Wellbeing' },
  { id: 'distress', title: 'Distress' },
  { id: 'trauma', title: 'Trauma' },
  { id: 'suicide-risk', title: 'Suicide risk' },
] as const;

export const seedInstruments: readonly SeedInstrument[] = [phq9, phqA, gad7, who5, k10, pcl5, asq];

/** Item ids are the instrument id and the position: `phq-9-9` is PHQ-9's item 9. */
export function seedQuestionId(testId: string, position: number): string {
  return `${testId}-${position}`;
}
