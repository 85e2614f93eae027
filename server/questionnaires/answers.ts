/**
 * Checks a set of answers against a questionnaire's items before anything is scored or stored: every asked item
 * answered exactly once, with one of its own values; nothing else. Pure, so every rule is tested without a server.
 */
import type { PtestAnswer } from '../../src/contract/ptests';
import { isAsked, type ValuesByPosition } from './scoring';

export interface QuestionRule {
  id: string;
  position: number;
  allowedValues: readonly number[];
}

export type CheckedAnswers =
  { ok: true; values: ValuesByPosition; answers: PtestAnswer[] } | { ok: false; message: string };

const listed = (ids: readonly string[]) => ids.join(', ');

export function checkAnswers(
  testId: string,
  questions: readonly QuestionRule[],
  answers: readonly PtestAnswer[],
): CheckedAnswers {
  const byId = new Map(questions.map((question) => [question.id, question]));

  const unknown = answers.filter((answer) => !byId.has(answer.questionId)).map((answer) => answer.questionId);
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `answers: ${listed(unknown)} ${unknown.length > 1 ? 'are not items' : 'is not an item'} of ${testId}.`,
    };
  }

  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const answer of answers) (seen.has(answer.questionId) ? repeated : seen).add(answer.questionId);
  if (repeated.size > 0) {
    return { ok: false, message: `answers: ${listed([...repeated])} answered more than once; answer each item once.` };
  }

  for (const answer of answers) {
    const question = byId.get(answer.questionId)!;
    if (!question.allowedValues.includes(answer.value)) {
      return {
        ok: false,
        message: `answers: ${answer.value} is not an allowed answer to ${question.id} (allowed: ${question.allowedValues.join(', ')}).`,
      };
    }
  }

  const ordered = questions.toSorted((a, b) => a.position - b.position);
  const values: Array<number | undefined> = ordered.map(() => undefined);
  const valueOf = new Map(answers.map((answer) => [answer.questionId, answer.value]));
  const missing: string[] = [];
  const notAsked: string[] = [];
  for (const [index, question] of ordered.entries()) {
    // Conditions look only at earlier items, which are already in `values`.
    const asked = isAsked(testId, question.position, values);
    const value = valueOf.get(question.id);
    if (asked && value === undefined) missing.push(question.id);
    if (!asked && value !== undefined) notAsked.push(question.id);
    if (asked) values[index] = value;
  }
  if (missing.length > 0) {
    return {
      ok: false,
      message: `answers: ${listed(missing)} ${missing.length > 1 ? 'are' : 'is'} not answered; every item of ${testId} needs an answer.`,
    };
  }
  if (notAsked.length > 0) {
    return {
      ok: false,
      message: `answers: ${listed(notAsked)} ${notAsked.length > 1 ? 'are' : 'is'} only asked after a yes to an earlier item; leave ${notAsked.length > 1 ? 'them' : 'it'} out.`,
    };
  }

  return {
    ok: true,
    values,
    answers: ordered.flatMap((question, index) => {
      const value = values[index];
      return value === undefined ? [] : [{ questionId: question.id, value }];
    }),
  };
}
