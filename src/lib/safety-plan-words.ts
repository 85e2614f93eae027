/**
 * The safety plan's sections in the person's words, in the order the plan is used (Stanley and Brown): the editor
 * asks with them, and the crisis card shows the plan under the same titles.
 */
import type { SafetyPlanSection } from '../contract/safety-plan';

export interface SectionWords {
  title: string;
  /** What to write, in a sentence. */
  prompt: string;
  /** An example, written after the prompt (as a field's placeholder it was cut off on a phone). */
  example: string;
}

export const safetyPlanWords: Record<SafetyPlanSection, SectionWords> = {
  warningSigns: {
    title: 'Warning signs',
    prompt: 'Thoughts, feelings or situations that tell you a hard moment may be coming.',
    example: 'I stop answering my friends',
  },
  copingStrategies: {
    title: 'Things I can do on my own',
    prompt: 'What helps take your mind off things, without anyone else.',
    example: 'Take a hot shower',
  },
  distractions: {
    title: 'People and places that take my mind off things',
    prompt: 'Where you can go, and who you can be around, to feel a little better.',
    example: 'The library on Queen Street',
  },
  helpContacts: {
    title: 'People I can ask for help',
    prompt: 'People you trust and could tell that you are struggling.',
    example: 'My aunt Rosa',
  },
  professionalContacts: {
    title: 'Professionals and services',
    prompt: 'A counsellor, a doctor, a helpline. A few are suggested below: add the ones you want.',
    example: 'School counsellor',
  },
  saferSurroundings: {
    title: 'Making my surroundings safer',
    prompt: 'What you can put away or give to someone, so it is harder to hurt yourself.',
    example: 'Give my pills to Mom to keep',
  },
};

/** Suggested professionals and services (reference/safety.md): shown in the editor, saved only when chosen. */
export const suggestedServices = [
  { name: '9-8-8 Suicide Crisis Helpline (call or text)', phone: '988' },
  { name: 'Kids Help Phone (or text 686868)', phone: '1-800-668-6868' },
  { name: 'Emergency services', phone: '911' },
] as const;

/** A phone number as a tel: link: digits, and a leading + if it has one. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
