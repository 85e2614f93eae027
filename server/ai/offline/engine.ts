/**
 * Doro's offline engine: a deterministic supportive-listening reply from the conversation, with no network and no
 * model. It listens first (reflection), then asks or guides depending on the session's stage and the person's
 * directiveness choice, offering short CBT and motivational-interviewing exercises that fit what they said.
 * The order of checks is the order of priorities: safety, honesty about being an AI, limits (diagnosis, medication),
 * an exercise in progress, then ordinary listening.
 */
import type { ConversationTurn, ReplyRequest } from '../provider';
import { aiDisclosureReply, diagnosisBoundaryReply, medicationBoundaryReply } from './boundaries';
import { readCues, type Cues } from './cues';
import { exerciseIn, exercises, fittingExercises, type Exercise } from './exercises';
import { briefPrompts, exploringQuestions, topicQuestions, workingQuestions, type Stage } from './questions';
import { feelingReflection, keySentence, paraphraseReflection, quotedReflection } from './reflection';
import { safetyCheckIn, safetyReply } from './safety-reply';
import { pick } from './variation';

export function offlineReply(request: ReplyRequest): string {
  const userTurns = request.messages.filter((turn) => turn.role === 'user');
  const text = userTurns.at(-1)?.text ?? '';
  const said = request.messages.filter((turn) => turn.role === 'doro').map((turn) => turn.text);
  const seed = `${userTurns.length}:${text}`;
  const cues = readCues(text);

  if (request.safety?.current) return safetyReply(request.safety, request.ageGroup, seed, said);
  const checkIn = request.safety && userTurns.length % 2 === 0 ? ` ${safetyCheckIn(seed, said)}` : '';
  if (request.askedIfHuman) return aiDisclosureReply(seed, said) + checkIn;
  if (cues.asksMedication) return medicationBoundaryReply(seed, said) + checkIn;
  if (cues.asksDiagnosis) return diagnosisBoundaryReply(seed, request.ageGroup, said) + checkIn;

  const stage = stageOf(userTurns.length, cues);
  if (stage === 'closing') return closingReply(request, said);
  const followUp = exerciseFollowUp(request, cues, said, seed);
  if (followUp) return followUp + checkIn;
  return `${reflect(text, cues, stage, seed)} ${nextStep(request, cues, stage, said, seed)}`.trim() + checkIn;
}

export function stageOf(userTurnCount: number, cues: Cues): Stage {
  if (cues.closing) return 'closing';
  if (userTurnCount <= 1) return 'opening';
  if (userTurnCount <= 3) return 'exploring';
  return 'working';
}

function reflect(text: string, cues: Cues, stage: Stage, seed: string): string {
  const feeling = feelingReflection(cues, seed);
  // The first message is quoted in the person's own words: the clearest sign that it was read as it was written.
  if (stage === 'opening') return [quotedReflection(text, seed), feeling].filter(Boolean).join(' ');
  if (cues.brief && !cues.emotions.length) return '';
  return feeling ?? paraphraseReflection(text, seed);
}

/** The question, offer or exercise that follows the reflection. */
function nextStep(request: ReplyRequest, cues: Cues, stage: Stage, said: readonly string[], seed: string): string {
  if (cues.brief && !cues.emotions.length && !cues.topics.length) return pick(briefPrompts, seed, said);
  const exercise = freshExercise(cues, said);
  const wantsHelp = cues.asksForHelp;
  const { directiveness } = request;
  if (exercise) {
    if (directiveness === 'guide' && (stage !== 'opening' || wantsHelp)) return exercise.steps[request.ageGroup];
    if (wantsHelp || (directiveness === 'guide' && stage === 'opening')) return exercise.offer;
    if (directiveness === 'balanced' && stage === 'working') return exercise.offer;
  } else if (wantsHelp && directiveness !== 'listen') {
    return exercises.planning.offer;
  }
  if (stage === 'opening' && request.memory[0]) {
    const earlier = request.memory[0].summary.match(/"([^"]+)"/)?.[1];
    if (earlier) {
      return `Last time, you talked about "${keySentence(earlier)}". Is that still with you today, or is something else on your mind?`;
    }
  }
  return question(cues, stage, said, seed);
}

function question(cues: Cues, stage: Stage, said: readonly string[], seed: string): string {
  const byTopic = cues.topics.flatMap((topic) => topicQuestions[topic] ?? []);
  const fresh = byTopic.filter((candidate) => !said.some((text) => text.includes(candidate)));
  if (fresh.length > 0 && stage !== 'working') return pick(fresh, `${seed}:topic`);
  return pick(stage === 'working' ? workingQuestions : exploringQuestions, `${seed}:question`, said);
}

/** An exercise that fits and was not offered or done yet in this session. */
function freshExercise(cues: Cues, said: readonly string[]): Exercise | undefined {
  const used = new Set(said.map((text) => exerciseIn(text)?.name).filter(Boolean));
  const name = fittingExercises(cues).find((candidate) => !used.has(candidate));
  return name ? exercises[name] : undefined;
}

/** The answer to what Doro's last reply started: an offer (yes or no), or a ruler (a number from 0 to 10). */
function exerciseFollowUp(request: ReplyRequest, cues: Cues, said: readonly string[], seed: string) {
  const last = said.at(-1);
  if (!last) return undefined;
  const confidence = exercises['confidence-ruler'];
  // After the reasons for the importance number, the second ruler: confidence.
  if (
    importanceFollowUp.test(last) &&
    cues.rating === undefined &&
    !said.some((text) => text.includes(confidence.marker))
  ) {
    return `${paraphraseReflection(lastUser(request.messages), seed)} ${confidence.offer}`;
  }
  const exercise = exerciseIn(last);
  if (!exercise) return undefined;
  if (exercise.name === 'importance-ruler' || exercise.name === 'confidence-ruler') {
    return cues.rating === undefined ? undefined : rulerFollowUp(exercise.name, cues.rating);
  }
  if (!last.includes(exercise.offer.slice(0, 40))) return undefined;
  if (cues.agrees) return exercise.steps[request.ageGroup];
  if (cues.declines) return `That's okay, we don't have to. ${pick(exploringQuestions, `${seed}:declined`, said)}`;
  return undefined;
}

const importanceFollowUp = /What makes it an? \d+ rather than/;

/** Motivational interviewing: ask why the number is not lower, so the person voices their own reasons. */
function rulerFollowUp(name: 'importance-ruler' | 'confidence-ruler', rating: number): string {
  if (rating === 0) {
    return 'Thank you for being honest. What would need to happen for it to move up to even a 1 or a 2?';
  }
  const lower = Math.max(0, rating - 3);
  if (name === 'importance-ruler') {
    return `You said ${rating}, not ${lower}. What makes it a ${rating} rather than a ${lower} for you?`;
  }
  return `A ${rating}, rather than a ${lower}: what gives you that much confidence? And what might help it go up by one point?`;
}

function closingReply(request: ReplyRequest, said: readonly string[]): string {
  const tried = [...new Set(said.map((text) => exerciseIn(text)?.label).filter(Boolean))];
  const recap = tried.length > 0 ? ` You tried ${tried.join(' and ')}; you can come back to it any time.` : '';
  const help =
    request.ageGroup === 'teen'
      ? 'If things get hard, you can call or text 988, or Kids Help Phone at 1-800-668-6868 (text 686868).'
      : 'If things get hard, you can call or text 988 any time.';
  return `Thank you for talking with me today.${recap} Be gentle with yourself. ${help}`;
}

function lastUser(messages: readonly ConversationTurn[]): string {
  return messages.filter((turn) => turn.role === 'user').at(-1)?.text ?? '';
}
