import { describe, expect, it } from 'vitest';
import { checkAnswers, type QuestionRule } from './answers';

const gad7: QuestionRule[] = Array.from({ length: 7 }, (_, i) => ({
  id: `gad-7-${i + 1}`,
  position: i + 1,
  allowedValues: [0, 1, 2, 3],
}));
const asq: QuestionRule[] = Array.from({ length: 5 }, (_, i) => ({
  id: `asq-${i + 1}`,
  position: i + 1,
  allowedValues: [0, 1],
}));
const all = (questions: QuestionRule[], value: number) => questions.map((q) => ({ questionId: q.id, value }));

describe('checking answers', () => {
  it('accepts one allowed answer per item, in any order, and returns them in item order', () => {
    const checked = checkAnswers('gad-7', gad7, all(gad7, 2).toReversed());
    expect(checked).toEqual({ ok: true, values: [2, 2, 2, 2, 2, 2, 2], answers: all(gad7, 2) });
  });

  it('names the missing items', () => {
    const checked = checkAnswers('gad-7', gad7, all(gad7, 1).slice(0, 5));
    expect(checked).toEqual({
      ok: false,
      message: 'answers: gad-7-6, gad-7-7 are not answered; every item of gad-7 needs an answer.',
    });
  });

  it('names an unknown item', () => {
    const checked = checkAnswers('gad-7', gad7, [...all(gad7, 1), { questionId: 'phq-9-9', value: 1 }]);
    expect(checked).toEqual({ ok: false, message: 'answers: phq-9-9 is not an item of gad-7.' });
  });

  it('names a value out of range with the allowed values', () => {
    const answers = all(gad7, 1);
    answers[2] = { questionId: 'gad-7-3', value: 4 };
    expect(checkAnswers('gad-7', gad7, answers)).toEqual({
      ok: false,
      message: 'answers: 4 is not an allowed answer to gad-7-3 (allowed: 0, 1, 2, 3).',
    });
  });

  it('refuses an item answered twice', () => {
    const checked = checkAnswers('gad-7', gad7, [...all(gad7, 1), { questionId: 'gad-7-1', value: 1 }]);
    expect(checked).toEqual({ ok: false, message: 'answers: gad-7-1 answered more than once; answer each item once.' });
  });

  it('ASQ: item 5 is required after a yes and refused after four no answers', () => {
    const fourNo = all(asq, 0).slice(0, 4);
    expect(checkAnswers('asq', asq, fourNo)).toMatchObject({ ok: true, values: [0, 0, 0, 0, undefined] });
    expect(checkAnswers('asq', asq, all(asq, 0))).toEqual({
      ok: false,
      message: 'answers: asq-5 is only asked after a yes to an earlier item; leave it out.',
    });
    const oneYes = [{ questionId: 'asq-1', value: 1 }, ...fourNo.slice(1)];
    expect(checkAnswers('asq', asq, oneYes)).toEqual({
      ok: false,
      message: 'answers: asq-5 is not answered; every item of asq needs an answer.',
    });
    expect(checkAnswers('asq', asq, [...oneYes, { questionId: 'asq-5', value: 0 }])).toMatchObject({ ok: true });
  });
});
