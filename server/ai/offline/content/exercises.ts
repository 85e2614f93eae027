/**
 * Guided exercises for the offline engine, one message per step. Every step ends by waiting for the person (a
 * question or an invitation to reply), so the engine sends one step, then listens: a person in distress is never
 * handed a wall of instructions. Teen texts aim at Flesch-Kincaid grade 8 or below, adult texts at grade 10 or below;
 * French is Canadian French, "tu" for teens and "vous" for adults. Sources: docs/decisions/026.
 *
 * Every text must pass the output guard unchanged (server/safety/output-guard.ts): Doro's own words are never
 * rewritten into a refusal in front of someone who just said yes.
 *
 * This file holds the shapes and the index; each exercise's words live in its own file under exercises/.
 */
import { boxBreathing } from './exercises/box-breathing';
import { pacedBreathing } from './exercises/paced-breathing';
import { grounding } from './exercises/grounding';
import { thoughtRecord } from './exercises/thought-record';
import { worryTime } from './exercises/worry-time';
import { selfCompassion } from './exercises/self-compassion';
import { sleepWindDown } from './exercises/sleep-wind-down';
import { smallStep } from './exercises/small-step';

export type ExerciseId =
  | 'box-breathing'
  | 'paced-breathing'
  | 'grounding'
  | 'thought-record'
  | 'worry-time'
  | 'self-compassion'
  | 'sleep-wind-down'
  | 'small-step';

export interface ExerciseText {
  /** How it is offered: a yes/no question that says what it is and how long it takes. */
  offers: string[];
  /** The steps, each one message that ends by waiting for the person (a question or "tell me when you're ready"). */
  steps: string[];
  /** After the last step: a short check-in question about how it went. */
  closing: string;
}

export interface ExerciseScript {
  id: ExerciseId;
  /** A short noun phrase a summary can use: "box breathing". */
  label: { en: string; fr: string };
  /**
   * Words that show the person asks for this exercise by name: lower case, without accents, as the engine reads a
   * message (cues.ts normalise). Generic asks ("breathing exercise") belong to box breathing only, so one ask never
   * matches two exercises.
   */
  cues: string[];
  teen: { en: ExerciseText; fr: ExerciseText };
  adult: { en: ExerciseText; fr: ExerciseText };
}

export const exerciseScripts: Record<ExerciseId, ExerciseScript> = {
  'box-breathing': boxBreathing,
  'paced-breathing': pacedBreathing,
  grounding,
  'thought-record': thoughtRecord,
  'worry-time': worryTime,
  'self-compassion': selfCompassion,
  'sleep-wind-down': sleepWindDown,
  'small-step': smallStep,
};
