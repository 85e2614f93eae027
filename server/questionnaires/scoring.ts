/**
 * Scores questionnaire answers exactly as ../shared/reference/questionnaires.md publishes them. Pure: no database,
 * no clock. Both the stored responses and the public scoring route (logged-out visitors) go through `scoreAnswers`,
 * so a result never depends on who asked.
 */
import type { PtestBand, PtestConditionalQuestion, PtestFlag, PtestLanguage } from '../../src/contract/ptests';
import { bandsByTest } from './bands';
import { frenchBands, frenchNotes } from './bands-fr';

/** Answers by item position: `values[0]` is item 1; undefined for an item not asked (the ASQ's fifth). */
export type ValuesByPosition = ReadonlyArray<number | undefined>;

export interface Scored {
  totalScore: number;
  severity: string;
  flags: PtestFlag[];
  interpretation: string;
}

interface Rule {
  scoreRange: { min: number; max: number };
  /** Items asked only after certain answers. Positions are 1-based, as on the form. */
  conditional?: ReadonlyArray<{ position: number; askedWhenAnyOf: readonly number[]; atLeast: number }>;
  total: (values: ValuesByPosition) => number;
  /** The band's label, when the total alone does not decide it. */
  severity?: (values: ValuesByPosition, total: number) => string;
  flags: (values: ValuesByPosition, total: number) => PtestFlag[];
  /** Facts to add to the band's meaning, in the language asked for. */
  notes?: (values: ValuesByPosition, total: number, french: boolean) => string[];
}

const at = (values: ValuesByPosition, position: number): number => values[position - 1] ?? 0;
const sumOf = (values: ValuesByPosition, from: number, to: number) => {
  let total = 0;
  for (let position = from; position <= to; position += 1) total += at(values, position);
  return total;
};

const phqItem9Note =
  'You answered that you have had thoughts of being better off dead or of hurting yourself: whatever the total, ' +
  'please talk with someone today. The crisis resources on this page are there for you around the clock.';

const rules: Readonly<Record<string, Rule>> = {
  'phq-9': {
    scoreRange: { min: 0, max: 27 },
    total: (values) => sumOf(values, 1, 9),
    flags: (values) => (at(values, 9) >= 1 ? ['self_harm_risk'] : []),
    notes: (values, _total, french) => (at(values, 9) >= 1 ? [french ? frenchNotes.phqItem9 : phqItem9Note] : []),
  },
  'phq-a': {
    scoreRange: { min: 0, max: 27 },
    // Items 10 and 11 (past-month serious suicidal thoughts, lifetime attempt) are yes/no and not part of the sum.
    total: (values) => sumOf(values, 1, 9),
    flags: (values) => (at(values, 9) >= 1 || at(values, 10) === 1 || at(values, 11) === 1 ? ['self_harm_risk'] : []),
    notes: (values, _total, french) =>
      at(values, 9) >= 1 || at(values, 10) === 1 || at(values, 11) === 1
        ? [french ? frenchNotes.phqItem9 : phqItem9Note]
        : [],
  },
  'gad-7': {
    scoreRange: { min: 0, max: 21 },
    total: (values) => sumOf(values, 1, 7),
    flags: () => [],
  },
  'who-5': {
    scoreRange: { min: 0, max: 25 },
    total: (values) => sumOf(values, 1, 5),
    flags: (values, total) =>
      total < 13 || values.some((value) => value !== undefined && value <= 1) ? ['depression_screening_suggested'] : [],
    notes: (values, total, french) => [
      french ? frenchNotes.who5Percent(String(total * 4)) : `As a percentage: ${total * 4} % (raw score × 4).`,
      ...(total >= 13 && values.some((value) => value !== undefined && value <= 1)
        ? [
            french
              ? frenchNotes.who5LowItem
              : 'You answered "at no time" or "some of the time" to at least one statement: screening for depression is suggested.',
          ]
        : []),
    ],
  },
  k10: {
    scoreRange: { min: 10, max: 50 },
    total: (values) => sumOf(values, 1, 10),
    flags: () => [],
  },
  'pcl-5': {
    scoreRange: { min: 0, max: 80 },
    total: (values) => sumOf(values, 1, 20),
    flags: () => [],
  },
  asq: {
    scoreRange: { min: 0, max: 4 },
    conditional: [{ position: 5, askedWhenAnyOf: [1, 2, 3, 4], atLeast: 1 }],
    // The number of yes answers to items 1-4: positive when it is one or more.
    total: (values) => sumOf(values, 1, 4),
    severity: (values, total) =>
      total === 0 ? 'negative' : at(values, 5) === 1 ? 'acute positive' : 'non-acute positive',
    flags: (values, total) =>
      total === 0 ? [] : at(values, 5) === 1 ? ['self_harm_risk', 'acute_risk'] : ['self_harm_risk'],
  },
};

export function hasScoring(testId: string): boolean {
  return Object.hasOwn(rules, testId);
}

function ruleFor(testId: string): Rule {
  if (!hasScoring(testId)) throw new Error(`No scoring rule for the questionnaire ${testId}`);
  return rules[testId]!;
}

/** The bands with their title and meaning in `language`; labels and ranges are the same in every language. */
export function bandsFor(testId: string, language: PtestLanguage = 'en'): readonly PtestBand[] {
  ruleFor(testId);
  const bands = bandsByTest[testId]!;
  if (language === 'en') return bands;
  return bands.map((band) => ({ ...band, ...frenchBands[testId]?.[band.label] }));
}

export function scoreRangeFor(testId: string): { min: number; max: number } {
  return ruleFor(testId).scoreRange;
}

/** The conditional items of an instrument, with question ids made by `questionIdAt`. */
export function conditionalQuestionsFor(
  testId: string,
  questionIdAt: (position: number) => string,
): PtestConditionalQuestion[] {
  return (ruleFor(testId).conditional ?? []).map((item) => ({
    questionId: questionIdAt(item.position),
    askedWhen: { anyOf: item.askedWhenAnyOf.map(questionIdAt), atLeast: item.atLeast },
  }));
}

/** Whether the item at `position` is asked, given the answers so far. */
export function isAsked(testId: string, position: number, values: ValuesByPosition): boolean {
  const condition = ruleFor(testId).conditional?.find((item) => item.position === position);
  return condition === undefined || condition.askedWhenAnyOf.some((from) => at(values, from) >= condition.atLeast);
}

/**
 * Scores complete, validated answers (server/questionnaires/answers.ts checks them first). The language changes the
 * interpretation's words only: the total, severity and flags are the same in every language.
 */
export function scoreAnswers(testId: string, values: ValuesByPosition, language: PtestLanguage = 'en'): Scored {
  const rule = ruleFor(testId);
  const totalScore = rule.total(values);
  const bands = bandsFor(testId, language);
  const label =
    rule.severity?.(values, totalScore) ?? bands.find((b) => totalScore >= b.min && totalScore <= b.max)?.label;
  const band = bands.find((b) => b.label === label);
  if (!band) throw new Error(`${testId}: the total ${totalScore} is in no band`);
  return {
    totalScore,
    severity: band.label,
    flags: rule.flags(values, totalScore),
    interpretation: [band.meaning, ...(rule.notes?.(values, totalScore, language !== 'en') ?? [])].join(' '),
  };
}
