/**
 * Doro's offline engine: a dialogue manager with no network and no model. The state of the session is rebuilt from
 * its turns (state.ts) and the reply composed from it (compose.ts): a reflection of what was understood, the content
 * a person asked for, exercises step by step, and no question or suggestion twice. Safety comes first: when the
 * safety layer found a crisis in the message, the safety reply answers it.
 */
import type { ReplyRequest } from '../provider';
import { compose } from './compose';
import {
  reachOutAnswer,
  reachOutReply,
  saidSafeSince,
  safetyAnswer,
  safetyAnswerReply,
  safetyCheckIn,
  safetyReply,
} from './safety-reply';
import { conversationLanguage } from './language';
import { dialogueState } from './state';

export function offlineReply(request: ReplyRequest): string {
  const userTurns = request.messages.filter((turn) => turn.role === 'user');
  const said = request.messages.filter((turn) => turn.role === 'doro').map((turn) => turn.text);
  const seed = `${userTurns.length}:${userTurns.at(-1)?.text ?? ''}`;
  const language = conversationLanguage(
    userTurns.map((turn) => turn.text),
    request.language,
  );
  if (request.safety?.current) return safetyReply(request.safety, request.ageGroup, seed, said, language);
  // The answer to the safety reply's own question ("are you thinking about ending your life?"): a yes or a maybe
  // keeps the talk on safety; it is never met with a coaching question.
  const answer = request.safety ? safetyAnswer(said.at(-1), userTurns.at(-1)?.text ?? '') : undefined;
  if (answer) return safetyAnswerReply(answer, request.ageGroup, seed, said, language);
  // After a crisis: "ok i'll text them" is encouraged, and "no" to reaching out now is met gently, still on safety.
  const reachOut = request.safety ? reachOutAnswer(said.at(-1), userTurns.at(-1)?.text ?? '') : undefined;
  if (reachOut) return reachOutReply(reachOut, request.ageGroup, seed, said, language);
  const state = dialogueState(request.messages, request.ageGroup, request.directiveness, language);
  const reply = compose(state, request);
  // After a crisis earlier in the session: a caring check-in now and then, never on a goodbye, and no longer once
  // the person said they are safe.
  const checkIn =
    request.safety && userTurns.length % 3 === 0 && state.stage !== 'closing' && !saidSafeSince(request.messages)
      ? ` ${safetyCheckIn(seed, said, language, request.ageGroup)}`
      : '';
  return reply + checkIn;
}
