/**
 * Short psychoeducation for the offline engine: what Doro says when someone asks for help with a topic. Each guide
 * has cues (how people name the topic), the exercises that fit it, and the words for teens and adults in English and
 * Canadian French ("tu" for teens, "vous" for adults). The ideas follow public, evidence-based sources named in
 * docs/decisions/026; the words are the team's own.
 *
 * Rules the text keeps, because the person reading may be struggling and may be 13:
 * - teen text at Flesch-Kincaid grade 8 or below, adult text at grade 10 or below;
 * - no diagnosis, no medication advice, no promises; Doro never presents itself as a professional;
 * - where a topic touches safety, one idea names a real person or line that can help (Kids Help Phone for young
 *   people, 988 for anyone in crisis), said calmly;
 * - every text passes the output guard unchanged (server/safety/output-guard.ts).
 *
 * This file holds the shapes and the index; each topic's words live in its own file under topics/.
 */
import type { ExerciseId } from './exercises';
import { sleep } from './topics/sleep';
import { examStress } from './topics/exam-stress';
import { worry } from './topics/worry';
import { panic } from './topics/panic';
import { lowMood } from './topics/low-mood';
import { loneliness } from './topics/loneliness';
import { conflict } from './topics/conflict';
import { breakup } from './topics/breakup';
import { grief } from './topics/grief';
import { anger } from './topics/anger';
import { burnout } from './topics/burnout';
import { parenting } from './topics/parenting';
import { bullying } from './topics/bullying';

export type TopicId =
  | 'sleep'
  | 'exam-stress'
  | 'worry'
  | 'panic'
  | 'low-mood'
  | 'loneliness'
  | 'conflict'
  | 'breakup'
  | 'grief'
  | 'anger'
  | 'burnout'
  | 'parenting'
  | 'bullying';

export interface Guidance {
  /** One or two warm sentences that name what the person is going through, without quoting them. */
  acknowledge: string[];
  /** The content itself: 3 to 5 short, concrete, accurate ideas in plain words, one or two sentences each. */
  ideas: string[];
  /** One open question that invites the person to pick what fits or say more. */
  followUps: string[];
}

export interface TopicGuide {
  id: TopicId;
  /**
   * Words and phrases that show the person is talking about or asking for help with this topic: lower case and
   * without accents, as the engine reads a message (cues.ts normalise), with the slang and typos people type.
   */
  cues: string[];
  /** The exercise ids that fit this topic, best first. */
  exercises: ExerciseId[];
  teen: { en: Guidance; fr: Guidance };
  adult: { en: Guidance; fr: Guidance };
}

export const topicGuides: Record<TopicId, TopicGuide> = {
  sleep,
  'exam-stress': examStress,
  worry,
  panic,
  'low-mood': lowMood,
  loneliness,
  conflict,
  breakup,
  grief,
  anger,
  burnout,
  parenting,
  bullying,
};
