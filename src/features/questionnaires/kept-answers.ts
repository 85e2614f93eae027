/**
 * Answers kept in sessionStorage (this tab only, gone when it closes), so that nothing a person answered is lost:
 * a reload in the middle of the form takes up where it was, and a visitor's completed questionnaire waits here
 * while they sign up, to be saved to their account once they are signed in (use-save-pending.ts).
 */
import type { PtestAnswer } from '../../contract/ptests';

const draftKey = (testId: string) => `doro.questionnaire.draft.${testId}`;
const pendingKey = 'doro.questionnaire.pending';

export interface PendingResponse {
  testId: string;
  answers: PtestAnswer[];
}

function read(key: string): unknown {
  try {
    const text = window.sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    // Storage blocked or a damaged value: start afresh rather than fail the page.
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the form still works, it just cannot survive a reload.
  }
}

const isAnswerMap = (value: unknown): value is Record<string, number> =>
  value !== null && typeof value === 'object' && Object.values(value).every((v) => Number.isInteger(v));

export function readDraft(testId: string): Record<string, number> | undefined {
  const value = read(draftKey(testId));
  return isAnswerMap(value) ? value : undefined;
}

export function keepDraft(testId: string, answers: Record<string, number> | null): void {
  write(draftKey(testId), answers && Object.keys(answers).length > 0 ? answers : null);
}

export function readPending(): PendingResponse[] {
  const value = read(pendingKey);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is PendingResponse =>
      item !== null && typeof item === 'object' && typeof item.testId === 'string' && Array.isArray(item.answers),
  );
}

/** A visitor's completed questionnaire, to save once they have an account; one per questionnaire, the latest. */
export function keepPending(response: PendingResponse): void {
  write(pendingKey, [...readPending().filter((item) => item.testId !== response.testId), response]);
}

export function forgetPending(testId: string): void {
  const rest = readPending().filter((item) => item.testId !== testId);
  write(pendingKey, rest.length > 0 ? rest : null);
}
