/**
 * One line of the crisis corpus (tests/safety/corpus/*.jsonl), as tests/safety/corpus/LABELS.md describes it.
 */
import { z } from 'zod';

export const riskFrames = [
  'intent',
  'passive-ideation',
  'finality-burden',
  'plan',
  'time',
  'preparation-goodbye',
  'means-acquired',
  'lethality-question',
  'act-in-progress',
  'recent-attempt',
  'self-harm-act',
  'self-harm-urge',
  'harm-to-others',
  'abuse',
  'third-party',
  'conversation',
] as const;

export const lookAlikeFrames = [
  'idiom',
  'hyperbole',
  'fiction',
  'past-event',
  'others-death',
  'units',
  'informational',
  'negated',
  'distress',
  'ordinary',
] as const;

export const corpusLanguages = [
  'en',
  'fr',
  'es',
  'pt',
  'pa',
  'zh',
  'yue',
  'ar',
  'tl',
  'hi',
  'ur',
  'fa',
  'vi',
  'ko',
  'ru',
  'uk',
  'it',
  'de',
  'pl',
  'ta',
  'gu',
  'bn',
] as const;

export const corpusLine = z
  .object({
    text: z.string().min(1).max(2000),
    context: z.array(z.string().min(1).max(2000)).min(1).max(6).optional(),
    crisis: z.boolean(),
    level: z.enum(['none', 'concern', 'urgent', 'imminent']),
    frame: z.enum([...riskFrames, ...lookAlikeFrames]),
    lang: z.enum(corpusLanguages),
    voice: z.enum(['teen', 'adult']),
    form: z.enum(['chat', 'forum']),
    split: z.enum(['train', 'dev', 'blind']),
  })
  .strict()
  .refine((line) => line.crisis === (line.level !== 'none'), {
    message: 'crisis must be true exactly when level is not none',
  })
  .refine((line) => line.crisis === (riskFrames as readonly string[]).includes(line.frame), {
    message: 'a crisis line takes a risk frame; a line that is not a crisis takes a look-alike frame',
  });

export type CorpusLine = z.infer<typeof corpusLine>;

export type RiskFrame = (typeof riskFrames)[number];
export type LookAlikeFrame = (typeof lookAlikeFrames)[number];
