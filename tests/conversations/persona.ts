/**
 * The shape of a scripted person in the conversation kit: who they are, how directive they want Doro to be, and
 * what they say, turn by turn, with what a good reply must do on each turn (the rules are in checks.ts).
 */
import type { AgeBand, Directiveness } from '../../src/contract/chat-socket';

export const topicIds = [
  'sleep',
  'exam-stress',
  'worry',
  'panic',
  'low-mood',
  'loneliness',
  'conflict',
  'breakup',
  'grief',
  'anger',
  'burnout',
  'parenting',
  'bullying',
] as const;
export type TopicId = (typeof topicIds)[number];

export const exerciseIds = [
  'box-breathing',
  'paced-breathing',
  'grounding',
  'thought-record',
  'worry-time',
  'self-compassion',
  'sleep-wind-down',
  'small-step',
] as const;
export type ExerciseId = (typeof exerciseIds)[number];

export type TurnExpectation =
  /** A direct request for help with a topic: the reply answers it with content. */
  | { request: TopicId }
  /**
   * The person is working through an exercise, and the reply takes them through step `step` (1-based). Step 1 is
   * the reply to asking for the exercise by name; after an accepted offer, the accepting turn's reply is step 1 and
   * the next turns are steps 2, 3...
   */
  | { exercise: ExerciseId; step: number }
  /** "yes", "ok sure", "let's try it" after an offer. */
  | { accepts: true }
  /** "no", "not now" after an offer. */
  | { declines: true }
  /** "can you just listen": no suggestion until they ask again. */
  | { justListen: true }
  | { complaint: 'repeated' | 'not-listening' }
  | { thanks: true }
  | { goodbye: true }
  /** Ordinary talk: no crisis text may appear. */
  | { harmless: true };

export interface PersonaTurn {
  say: string;
  expect?: TurnExpectation;
}

export interface Persona {
  name: string;
  ageBand: AgeBand;
  directiveness: Directiveness;
  lang: 'en' | 'fr';
  turns: PersonaTurn[];
}

/** A persona played against a provider: Doro's opening, then each turn with the reply to it. */
export interface PlayedTurn extends PersonaTurn {
  reply: string;
  /** Set when a remote model failed and the offline engine answered this turn instead (why). */
  fallback?: string;
}

export interface Transcript extends Omit<Persona, 'turns'> {
  /** What Doro said before the person's first message. */
  opening: string;
  turns: PlayedTurn[];
}
