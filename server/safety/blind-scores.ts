/**
 * The blind splits' figures as first scored (decision 024): recorded once by scripts/safety-score-blind.ts in
 * tests/safety/blind-scores.json, never recomputed; the bench prints them.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const blindScore = z.object({
  /** The file(s) of the blind split, e.g. "blind-chat.jsonl + blind-forum.jsonl". */
  set: z.string(),
  scoredAt: z.string(),
  commit: z.string(),
  lines: z.number().int(),
  recall: z.number(),
  falseAlarmRate: z.number(),
  imminentBelowUrgent: z.number().int(),
  byForm: z.record(z.object({ recall: z.number().nullable(), falseAlarmRate: z.number().nullable() })),
  byLanguage: z.record(z.object({ recall: z.number().nullable(), falseAlarmRate: z.number().nullable() })),
  /** Scored before tuning and kept blind (`--first`): the lines stay blind until their final score retires them. */
  keptBlind: z.boolean().optional(),
});
export type BlindScore = z.infer<typeof blindScore>;

export const blindScoresPath = new URL('../../tests/safety/blind-scores.json', import.meta.url);

export function readBlindScores(): BlindScore[] {
  return z.array(blindScore).parse(JSON.parse(readFileSync(blindScoresPath, 'utf8')));
}
