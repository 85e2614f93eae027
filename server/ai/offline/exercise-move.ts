/**
 * Where an exercise stands after the last message: a step to give, its closing, or stopping it; and whether the
 * message declines an offer. The offline engine says the move (compose.ts); a remote model is told it.
 */
import { exerciseScripts, type ExerciseId } from './content/exercises';
import { stepsOf, type DialogueState } from './state';
import { plain, type Reading } from './understand';

/** A no to the offer just made, or to exercises in general ("non merci, les exercices c'est pas pour moi"). */
export function declinesOffer(state: DialogueState, reading: Reading): boolean {
  const aboutExercises = /\b(?:exercises?|exercices?|breathing|respiration)\b/i.test(reading.text);
  return reading.intents.has('no') && (state.answering !== undefined || aboutExercises);
}

export type ExerciseMove =
  | { kind: 'step'; id: ExerciseId; index: number; text: string; start: 'offer' | 'asked' | 'next' | 'resume' }
  | { kind: 'closing'; id: ExerciseId; text: string }
  | { kind: 'stop'; id: ExerciseId }
  /** The person turned to something else in the middle of it: it is set aside, and the reply answers that. */
  | { kind: 'aside'; id: ExerciseId };

/** An exercise whose steps ask for practical answers (a bedtime, what you see), not for feelings. */
const practical = new Set<ExerciseId>(['sleep-wind-down', 'grounding']);
/** Going back to what was set aside. */
const takesUp =
  /\b(?:finish|continue|go back to|get back to|back to (?:it|the|that)|pick (?:it )?up|keep going|carry on|resume|reprendre|reprend|continuer|continue|finir|revenir)\b/;
/** A step that asks what is on the person's mind: a worry or a feeling is its answer. */
const asksForWorries = /\b(?:worr\w*|on your mind|inquietudes?|en tete)\b/;

/**
 * What the last message means for an exercise: the next step of the one in progress (or its closing, or stopping
 * it), the first step of the one just accepted or asked for by name; undefined when no exercise is in play. The
 * offline engine says it, and a remote model is told it (system-prompt.ts).
 */
export function exerciseMove(state: DialogueState): ExerciseMove | undefined {
  const reading = state.readings.at(-1);
  if (!reading) return undefined;
  const startOf = (id: ExerciseId, start: 'offer' | 'asked'): ExerciseMove => ({
    kind: 'step',
    id,
    index: 0,
    text: stepsOf(id, state.ageGroup, state.language)[0] ?? '',
    start,
  });
  // An exercise in progress: the message answers the step given (unless it asks for something else).
  const exercise = state.exercise;
  // In a breathing exercise, whose steps are done, not answered, a message about something else ("my girlfriend says
  // I should quit") ends it. In the others (a small step, a thought record, grounding) answers are content: they stay.
  const breathing = exercise?.id === 'box-breathing' || exercise?.id === 'paced-breathing';
  const otherSubject =
    breathing &&
    reading.wordCount >= 5 &&
    (reading.intents.has('others-advice') ||
      reading.intents.has('plan') ||
      reading.people.length > 0 ||
      reading.event !== undefined);
  // In a practical one, a hard feeling said in a whole sentence ("i feel guilty even thinking about a care home") is
  // not the bedtime asked for: it comes first.
  const given = exercise ? plain(stepsOf(exercise.id, state.ageGroup, state.language)[exercise.step] ?? '') : '';
  const turnedAway =
    exercise !== undefined &&
    practical.has(exercise.id) &&
    reading.wordCount >= 5 &&
    !asksForWorries.test(given) &&
    !reading.intents.has('yes') &&
    reading.feelings.some((feeling) => feeling !== 'hopeful' && feeling !== 'tired');
  const asksElse = reading.exercise !== undefined || (reading.intents.has('help') && reading.topics.length > 0);
  if (exercise && !asksElse && (otherSubject || turnedAway)) return { kind: 'aside', id: exercise.id };
  if (exercise && !asksElse) {
    if (reading.intents.has('stop') || reading.intents.has('no')) return { kind: 'stop', id: exercise.id };
    const steps = stepsOf(exercise.id, state.ageGroup, state.language);
    const index = exercise.step + 1;
    const text = steps[index];
    if (text) return { kind: 'step', id: exercise.id, index, text, start: 'next' };
    return {
      kind: 'closing',
      id: exercise.id,
      text: exerciseScripts[exercise.id][state.ageGroup][state.language].closing,
    };
  }
  // Taking up again the exercise set aside ("can we finish the sleep plan", "ok let's go back to it"): the step it
  // was left at, which was never answered.
  const aside = state.setAside;
  if (!exercise && aside && (reading.exercise === aside.id || (takesUp.test(plain(reading.text)) && !asksElse))) {
    const text = stepsOf(aside.id, state.ageGroup, state.language)[aside.step] ?? '';
    return { kind: 'step', id: aside.id, index: aside.step, text, start: 'resume' };
  }
  // The answer to an offer just made: yes starts it.
  // ("yeah maybe i could tell her..." is the person's own idea, not a yes to the exercise.)
  const ownIdea = reading.intents.has('plan') && reading.wordCount >= 5;
  if (state.answering && reading.intents.has('yes') && !reading.intents.has('no') && !ownIdea)
    return startOf(state.answering, 'offer');
  if (reading.exercise) return startOf(reading.exercise, 'asked');
  return undefined;
}
