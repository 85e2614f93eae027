/**
 * The safety plan's sections in the person's words, in the order the plan is used (Stanley and Brown): the editor
 * asks with them, and the crisis card shows the plan under the same titles. Their text is a message set
 * (safety-plan-words.messages.ts), in the interface's language.
 */
import { type SafetyPlanSection, safetyPlanSectionNames } from '../contract/safety-plan';
import { useMessages } from './i18n/i18n';
import { safetyPlanSectionMessages, type SafetyPlanSectionWords } from './safety-plan-words.messages';

export interface SectionWords {
  title: string;
  /** What to write, in a sentence. */
  prompt: string;
  /** An example, written after the prompt (as a field's placeholder it was cut off on a phone). */
  example: string;
}

export type PlanSectionWords = Record<SafetyPlanSection, SectionWords>;

/** Each section's title, prompt and example in the language of `t`. */
export function planSectionWords(t: SafetyPlanSectionWords): PlanSectionWords {
  return Object.fromEntries(
    safetyPlanSectionNames.map((section) => [
      section,
      { title: t[`${section}Title`], prompt: t[`${section}Prompt`], example: t[`${section}Example`] },
    ]),
  ) as PlanSectionWords;
}

/** The sections' words in the current locale. */
export function usePlanSectionWords(): PlanSectionWords {
  return planSectionWords(useMessages(safetyPlanSectionMessages));
}

/** The sections' words in English (the plan's checks when no other language is given). */
export const safetyPlanWords: PlanSectionWords = planSectionWords(safetyPlanSectionMessages.base);

/** Suggested professionals and services (reference/safety.md): shown in the editor, saved only when chosen. */
export function suggestedServices(t: SafetyPlanSectionWords) {
  return [
    { name: t.service988, phone: '988' },
    { name: t.serviceKidsHelpPhone, phone: '1-800-668-6868' },
    { name: t.serviceEmergency, phone: '911' },
  ] as const;
}

/** A phone number as a tel: link: digits, and a leading + if it has one. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
