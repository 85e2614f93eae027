/**
 * The dialogue state of a session, rebuilt from its turns each time (so it survives a restart, a move to another
 * instance, or a remote model answering some turns): what the person said and asked for, the people and events they
 * named, the offers Doro made and how they were answered, the exercise in progress and its step, every question
 * already asked, and the stage. Doro's turns are read for what they did by the texts they contain (an offer, a step,
 * a topic's ideas), not by any hidden mark.
 */
import type { Directiveness } from '../../../src/contract/chat-socket';
import type { AgeGroup, ConversationTurn } from '../provider';
import { asideReplies } from './catalogue/replies';
import { exerciseScripts, type ExerciseId } from './content/exercises';
import { topicGuides, type TopicId } from './content/topics';
import { conversationLanguage, type Language } from './language';
import { understand, type EventKind, type Feeling, type Reading } from './understand';

export type Stage = 'opening' | 'exploring' | 'working' | 'closing';

export interface ExerciseProgress {
  id: ExerciseId;
  /** The index of the step Doro's last turn gave. */
  step: number;
  /** The person answered at least one step: it was done, not only started. */
  followed: boolean;
}

export interface DialogueState {
  language: Language;
  ageGroup: AgeGroup;
  directiveness: Directiveness;
  /** Every user message read, oldest first; the last is the one to answer. */
  readings: Reading[];
  topics: TopicId[];
  feelings: Feeling[];
  people: string[];
  events: EventKind[];
  /** Topics whose ideas Doro already gave. */
  contentGiven: Set<TopicId>;
  /** Exercises Doro offered, and whether the person said yes. */
  offered: Map<ExerciseId, 'pending' | 'yes' | 'no'>;
  /** The exercise Doro's last turn offered: the person's message answers that offer. */
  answering: ExerciseId | undefined;
  /** The exercise whose step Doro's last turn gave: the person's message answers that step. */
  exercise: ExerciseProgress | undefined;
  /** The exercise Doro set aside when the person turned to something else in its middle: it can be taken up again. */
  setAside: ExerciseProgress | undefined;
  /** Exercises started and followed, in order. */
  done: ExerciseId[];
  /** Every question Doro asked, normalised. */
  questionsAsked: Set<string>;
  /** Every sentence Doro said, normalised: no sentence twice. */
  said: Set<string>;
  /** Since the person asked Doro to just listen, until they ask for help again. */
  listening: boolean;
  stage: Stage;
}

export const sentenceKey = (sentence: string) =>
  sentence
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

interface Mark {
  exercise: ExerciseId;
  kind: 'offer' | 'step' | 'closing';
  step: number;
}

/** The first sentence of every way Doro sets an exercise aside. */
const asideKeys = new Set(
  Object.values(asideReplies)
    .flatMap((ages) => Object.values(ages).flat())
    .map((text) => sentenceKey(sentencesOf(text)[0] ?? '')),
);

// Every offer, step and closing of every exercise, in every voice, by its normalised text.
const exerciseMarks = new Map<string, Mark>();
for (const script of Object.values(exerciseScripts)) {
  for (const group of [script.teen, script.adult]) {
    for (const text of [group.en, group.fr]) {
      for (const offer of text.offers)
        exerciseMarks.set(sentenceKey(offer), { exercise: script.id, kind: 'offer', step: -1 });
      text.steps.forEach((step, index) =>
        exerciseMarks.set(sentenceKey(step), { exercise: script.id, kind: 'step', step: index }),
      );
      exerciseMarks.set(sentenceKey(text.closing), { exercise: script.id, kind: 'closing', step: Infinity });
    }
  }
}

// Every idea of every topic, by its normalised text.
const topicIdeas = new Map<string, TopicId>();
for (const guide of Object.values(topicGuides)) {
  for (const group of [guide.teen, guide.adult]) {
    for (const guidance of [group.en, group.fr])
      for (const idea of guidance.ideas) topicIdeas.set(sentenceKey(idea), guide.id);
  }
}

// An exercise offered in other words (a model's), by its name in a question that proposes it.
const exerciseNamePatterns: Array<[ExerciseId, RegExp]> = [
  ['box-breathing', /\b(?:box|square) breathing\b|\brespiration carree\b/],
  ['paced-breathing', /\b(?:slow|paced) breathing\b|\brespiration lente\b/],
  ['grounding', /\b5 4 3 2 1\b|\bgrounding\b|\bancrage\b/],
  ['thought-record', /\bthought record\b|\b(?:registre|journal) des pensees\b/],
  [
    'worry-time',
    /\bworry (?:time|window)\b|\bmoment (?:pour|reserve aux) (?:les )?inquietudes\b|\bmoment pour (?:t |s |vous )inquieter\b/,
  ],
  ['self-compassion', /\bself compassion\b|\bautocompassion\b|\bpause de bienveillance\b/],
  ['sleep-wind-down', /\bwind down\b|\broutine (?:de detente|pour le coucher|du soir)\b/],
  ['small-step', /\bsmall step\b|\bpetits? pas\b/],
];
const proposes =
  /\b(?:try|want|would you like|shall we|give it a go|do it|make one|veux tu|voulez vous|aimerais tu|aimeriez vous|essayer|essaie|tente)\b/;

function marksIn(text: string): Mark[] {
  const key = sentenceKey(text);
  const marks = [...exerciseMarks].filter(([mark]) => key.includes(mark)).map(([, mark]) => mark);
  if (marks.length > 0) return marks;
  for (const sentence of sentencesOf(text)) {
    if (!sentence.endsWith('?') || !proposes.test(sentenceKey(sentence))) continue;
    const named = exerciseNamePatterns.find(([, pattern]) => pattern.test(sentenceKey(sentence)));
    if (named) return [{ exercise: named[0], kind: 'offer', step: -1 }];
  }
  return [];
}

export function stepsOf(id: ExerciseId, ageGroup: AgeGroup, language: Language): readonly string[] {
  return exerciseScripts[id][ageGroup][language].steps;
}

function stageOf(userTurns: number, closing: boolean): Stage {
  if (closing) return 'closing';
  if (userTurns <= 1) return 'opening';
  if (userTurns <= 3) return 'exploring';
  return 'working';
}

const pushNew = <T>(list: T[], items: readonly T[]) => {
  for (const item of items) if (!list.includes(item)) list.push(item);
};

/** `language`: the conversation's, when the caller has already worked it out from the same turns. */
export function dialogueState(
  turns: readonly ConversationTurn[],
  ageGroup: AgeGroup,
  directiveness: Directiveness,
  language: Language = conversationLanguage(turns.filter((turn) => turn.role === 'user').map((turn) => turn.text)),
): DialogueState {
  const state: DialogueState = {
    language,
    ageGroup,
    directiveness,
    readings: [],
    topics: [],
    feelings: [],
    people: [],
    events: [],
    contentGiven: new Set(),
    offered: new Map(),
    answering: undefined,
    exercise: undefined,
    setAside: undefined,
    done: [],
    questionsAsked: new Set(),
    said: new Set(),
    listening: false,
    stage: 'opening',
  };
  let pendingOffer: ExerciseId | undefined;
  for (const turn of turns) {
    if (turn.role === 'doro') {
      for (const sentence of sentencesOf(turn.text)) {
        state.said.add(sentenceKey(sentence));
        if (sentence.endsWith('?')) state.questionsAsked.add(sentenceKey(sentence));
        const topic = topicIdeas.get(sentenceKey(sentence));
        if (topic) state.contentGiven.add(topic);
      }
      const marks = marksIn(turn.text);
      const offer = marks.find((mark) => mark.kind === 'offer');
      const step = marks.find((mark) => mark.kind === 'step');
      pendingOffer = undefined;
      if (offer) {
        state.offered.set(offer.exercise, 'pending');
        pendingOffer = offer.exercise;
      }
      // Going on with the exercise in progress (its next step or its closing) means the person followed it.
      const closing = marks.find((mark) => mark.kind === 'closing');
      const progress = state.exercise;
      const continued =
        progress !== undefined &&
        [step, closing].some(
          (mark) => mark !== undefined && mark.exercise === progress.id && mark.step > progress.step,
        );
      if (continued && state.exercise) pushNew(state.done, [state.exercise.id]);
      // Set aside (asideReplies) it waits; any exercise's step takes its place.
      if (progress && sentencesOf(turn.text).some((said) => asideKeys.has(sentenceKey(said))))
        state.setAside = progress;
      if (step) state.setAside = undefined;
      // A step keeps the exercise going; anything else (its closing, or another subject) ends it.
      state.exercise = step ? { id: step.exercise, step: step.step, followed: Boolean(continued) } : undefined;
      continue;
    }
    const reading = understand(turn.text);
    state.readings.push(reading);
    pushNew(state.topics, reading.topics);
    pushNew(state.feelings, reading.feelings);
    pushNew(state.people, reading.people);
    if (reading.event) pushNew(state.events, [reading.event]);
    if (reading.intents.has('just-listen')) state.listening = true;
    if (reading.intents.has('help') || reading.exercise) state.listening = false;
    if (pendingOffer)
      state.offered.set(
        pendingOffer,
        reading.intents.has('no') ? 'no' : reading.intents.has('yes') ? 'yes' : 'pending',
      );
  }
  state.answering = turns.at(-1)?.role === 'user' ? pendingOffer : undefined;
  const last = state.readings.at(-1);
  state.stage = stageOf(state.readings.length, Boolean(last?.intents.has('goodbye')));
  return state;
}
