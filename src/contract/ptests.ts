import { z } from 'zod';
import { c, errors, IsoDateTime, PtestId } from './common';

export const PtestSummary = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  itemCount: z.number().int().min(1),
  minutesToComplete: z.number().int().min(1),
});
export type PtestSummary = z.infer<typeof PtestSummary>;

/**
 * The language of a questionnaire's wording (issue 21): `lang` in the query, else the request's Accept-Language
 * (any `fr` gives fr-CA), else English. Items are in French only where a validated French version may be used
 * (decision 034); elsewhere they stay English and `itemsLanguage` says so. Scores and flags never depend on it.
 */
export const PtestLanguage = z.enum(['en', 'fr-CA']);
export type PtestLanguage = z.infer<typeof PtestLanguage>;
const languageQuery = z.object({ lang: PtestLanguage.optional() }).strict();
const languageHeaders = z.object({ 'accept-language': z.string().optional() });

export const PtestCategory = z.object({ id: z.string(), title: z.string() });
export type PtestCategory = z.infer<typeof PtestCategory>;

/** A severity band of the reference table: `label` is the API's lower-case severity, `title` how a page shows it. */
export const PtestBand = z.object({
  label: z.string(),
  title: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  // The band's published meaning, in plain words.
  meaning: z.string(),
});
export type PtestBand = z.infer<typeof PtestBand>;

/**
 * An item asked only after certain answers (the ASQ's fifth, acuity question follows a yes to any of the first
 * four). Left out of the answers when the condition is not met.
 */
export const PtestConditionalQuestion = z.object({
  questionId: z.string(),
  askedWhen: z.object({ anyOf: z.array(z.string()).min(1), atLeast: z.number().int() }),
});
export type PtestConditionalQuestion = z.infer<typeof PtestConditionalQuestion>;

export const PtestInfo = PtestSummary.extend({
  // The language the items, answer options and stem are in: the one asked for, or 'en' where no validated
  // translation of the instrument may be used.
  itemsLanguage: PtestLanguage,
  purpose: z.string(),
  // e.g. "over the last 2 weeks"
  timeFrame: z.string(),
  // The instrument's own stem, shown above every item.
  instructions: z.string(),
  source: z.string(),
  citation: z.string(),
  licenceNote: z.string(),
  scoreRange: z.object({ min: z.number().int(), max: z.number().int() }),
  bands: z.array(PtestBand).min(1),
  conditionalQuestions: z.array(PtestConditionalQuestion),
});
export type PtestInfo = z.infer<typeof PtestInfo>;

export const PtestOption = z.object({ value: z.number().int(), label: z.string() });
export type PtestOption = z.infer<typeof PtestOption>;

export const PtestQuestion = z.object({
  id: z.string(),
  position: z.number().int().min(1),
  text: z.string(),
  options: z.array(PtestOption).min(1),
});
export type PtestQuestion = z.infer<typeof PtestQuestion>;

export const PtestAnswer = z
  .object({
    questionId: z.string().min(1).max(64),
    value: z.number().int().min(0).max(10),
  })
  .strict();
export type PtestAnswer = z.infer<typeof PtestAnswer>;

export const PtestAnswers = z.object({ answers: z.array(PtestAnswer).min(1).max(50) }).strict();

/**
 * self_harm_risk: PHQ-9/PHQ-A item 9 >= 1, a yes to a PHQ-A suicide item, any positive ASQ: crisis resources first.
 * acute_risk: ASQ acute positive (thoughts of suicide right now): emergency resources first.
 * depression_screening_suggested: WHO-5 raw < 13, or any item answered 0 or 1.
 */
export const PtestFlag = z.enum(['self_harm_risk', 'acute_risk', 'depression_screening_suggested']);
export type PtestFlag = z.infer<typeof PtestFlag>;

/** Answers scored, stored or not. */
export const PtestScore = z.object({
  testId: z.string(),
  // The raw sum as the instrument defines it (reference/questionnaires.md).
  totalScore: z.number().int(),
  // One of the instrument's band labels, lower case, e.g. 'moderately severe'.
  severity: z.string(),
  flags: z.array(PtestFlag),
  interpretation: z.string(),
  source: z.string(),
});
export type PtestScore = z.infer<typeof PtestScore>;

export const PtestResponse = PtestScore.extend({ id: z.string().uuid(), createdAt: IsoDateTime });
export type PtestResponse = z.infer<typeof PtestResponse>;

const ptestParams = z.object({ id: PtestId });

export const ptests = c.router({
  list: {
    method: 'GET',
    path: '/ptests/',
    query: languageQuery,
    headers: languageHeaders,
    responses: { 200: z.object({ categories: z.array(PtestCategory), tests: z.array(PtestSummary) }) },
    summary: 'The questionnaires, with their categories',
  },
  info: {
    method: 'GET',
    path: '/ptests/:id/info',
    pathParams: ptestParams,
    query: languageQuery,
    headers: languageHeaders,
    responses: { 200: PtestInfo, ...errors(400, 404) },
    summary: 'What a questionnaire measures, its source, licence and severity bands',
  },
  questions: {
    method: 'GET',
    path: '/ptests/:id/questions',
    pathParams: ptestParams,
    query: languageQuery,
    headers: languageHeaders,
    // Wire: {"questions":[{"id","position","text","options":[{"value","label"}]}]}, in position order.
    responses: { 200: z.object({ questions: z.array(PtestQuestion) }), ...errors(400, 404) },
    summary: 'The items and answer options of a questionnaire',
  },
  // Designed (issue 6): logged-out visitors see their result through the same scoring as a stored response; this
  // route stores nothing and needs no account.
  score: {
    method: 'POST',
    path: '/ptests/:id/score',
    pathParams: ptestParams,
    // The interpretation is written in this language; the score, severity and flags are the same in every one.
    query: languageQuery,
    headers: languageHeaders,
    body: PtestAnswers,
    responses: { 200: PtestScore, ...errors(400, 404) },
    summary: 'Score answers without storing them',
  },
  // Spec: "body not shown". Designed (issue 6): {"answers":[{"question_id","value"}]} on the wire; the server
  // checks every item is answered once with an allowed value, stores the response and answers it scored.
  submitResponse: {
    method: 'POST',
    path: '/users/me/ptests/:id/responses',
    pathParams: ptestParams,
    query: languageQuery,
    headers: languageHeaders,
    body: PtestAnswers,
    responses: { 201: PtestResponse, ...errors(400, 401, 404) },
    summary: 'Submit answers and get them scored',
  },
  // Designed (issue 6): every stored response of the caller, oldest first, for the trend charts and the export.
  history: {
    method: 'GET',
    path: '/users/me/ptests/responses',
    responses: { 200: z.object({ responses: z.array(PtestResponse) }), ...errors(401, 404) },
    summary: 'The caller’s questionnaire results over time',
  },
});
