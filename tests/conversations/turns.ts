/**
 * A transcript as the checks read it: numbered turns (0 is the opening, n the reply to the person's n-th message),
 * how a failure names a turn, and what every check needs to know about a reply.
 */
import { invitation, isOffer } from './markers';
import type { Transcript, TurnExpectation } from './persona';
import { excerpt, fold, isQuestion, sentences } from './text';

export interface Said {
  turn: number;
  say: string;
  reply: string;
  expect?: TurnExpectation;
}

export function said(transcript: Transcript): Said[] {
  return [
    { turn: 0, say: '', reply: transcript.opening },
    ...transcript.turns.map((turn, index) => ({
      turn: index + 1,
      say: turn.say,
      reply: turn.reply,
      expect: turn.expect,
    })),
  ];
}

export function label(item: Pick<Said, 'turn' | 'say'>): string {
  return item.turn === 0 ? 'the opening' : `turn ${item.turn} ("${excerpt(item.say, 40)}")`;
}

export const turnName = (turn: number) => (turn === 0 ? 'the opening' : `turn ${turn}`);
export const offersIn = (reply: string) => sentences(reply).filter((sentence) => isOffer(fold(sentence)));
/** Steps of an exercise and their invitations ("Ready for the next one?") are not new offers. */
export const inExercise = (expect?: TurnExpectation) => !!expect && ('exercise' in expect || 'accepts' in expect);

export function waitsForPerson(reply: string): boolean {
  const last = sentences(reply).at(-1);
  return !!last && (isQuestion(last) || invitation.test(fold(last)));
}
