/**
 * Scripted people for the conversation kit (tests/conversations): ordinary conversations, never a crisis (the
 * safety suite, tests/doubles/safety-personas.ts, covers those). Each turn says what a good reply must do on it; the
 * rules are in checks.ts.
 *
 * A persona that says yes to an offer expects the exercise a good coach offers first for what they asked about:
 * sleep, a wind-down routine; panic, box breathing; exam stress and anger, slow (paced) breathing; worry, worry time;
 * conflict, a thought record; low mood, loneliness and burnout, one small step; a breakup, grief, parenting and
 * bullying, self-compassion. The persona's next turns name that exercise and its steps.
 */
import { blindPersonas } from './blind/personas-blind-1';
import { blindPersonas2 } from './blind/personas-blind-2';
import type { Persona } from './persona';
import { adultPersonas } from './personas-adult';
import { frenchPersonas } from './personas-french';
import { teenPersonas } from './personas-teen';

/**
 * Blind sets 1 and 2 were each written by someone who had not read the engine, scored once as they were (set 1:
 * 6 of 12 personas passing every check, 17 failures; set 2: 1 of 12, 31 failures; decision 027), and only then
 * joined the kit.
 */
export const personas: readonly Persona[] = [
  ...teenPersonas,
  ...adultPersonas,
  ...frenchPersonas,
  ...blindPersonas,
  ...blindPersonas2,
];
