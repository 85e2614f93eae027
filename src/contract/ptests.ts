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

export const PtestCategory = z.object({ id: z.string(), title: z.string() });
export type PtestCategory = z.infer<typeof PtestCategory>;

export const PtestInfo = PtestSummary.extend({
  purpose: z.string(),
  // e.g. "past 2 weeks"
  timeFrame: z.string(),
  source: z.string(),
  citation: z.string(),
  licenceNote: z.string(),
});
export type PtestInfo = z.infer<typeof PtestInfo>;

export const PtestOption = z.object({ value: z.number().int(), label: z.string() });

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

export const PtestResponse = z.object({
  id: z.string().uuid(),
  testId: z.string(),
  // The raw sum as the instrument defines it (reference/questionnaires.md).
  totalScore: z.number().int(),
  // One of the instrument's band labels, lower case, e.g. 'moderately severe'.
  severity: z.string(),
  // e.g. 'self_harm_risk': the result page shows crisis resources first.
  flags: z.array(z.string()),
  interpretation: z.string(),
  source: z.string(),
  createdAt: IsoDateTime,
});
export type PtestResponse = z.infer<typeof PtestResponse>;

const ptestParams = z.object({ id: PtestId });

export const ptests = c.router({
  list: {
    method: 'GET',
    path: '/ptests/',
    responses: {
      200: z.object({ categories: z.array(PtestCategory), tests: z.array(PtestSummary) }),
      ...errors(501),
    },
    summary: 'The questionnaires, with their categories',
  },
  info: {
    method: 'GET',
    path: '/ptests/:id/info',
    pathParams: ptestParams,
    responses: { 200: PtestInfo, ...errors(400, 404, 501) },
    summary: 'What a questionnaire measures, its source and licence',
  },
  questions: {
    method: 'GET',
    path: '/ptests/:id/questions',
    pathParams: ptestParams,
    // Wire: {"questions":[{"id","position","text","options":[{"value","label"}]}]}, in position order.
    responses: { 200: z.object({ questions: z.array(PtestQuestion) }), ...errors(400, 404, 501) },
    summary: 'The items and answer options of a questionnaire',
  },
  // Spec: "body not shown". Designed (issue 6): {"answers":[{"question_id","value"}]} on the wire; the server
  // checks every item is answered once with an allowed value, stores the response and answers it scored.
  submitResponse: {
    method: 'POST',
    path: '/users/me/ptests/:id/responses',
    pathParams: ptestParams,
    body: z.object({ answers: z.array(PtestAnswer).min(1).max(50) }).strict(),
    responses: { 201: PtestResponse, ...errors(400, 401, 404, 501) },
    summary: 'Submit answers and get them scored',
  },
});
