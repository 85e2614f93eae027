/**
 * What the offline engine says next, from the dialogue state (state.ts). The order is the order of priorities:
 * honesty about being an AI and the limits (diagnosis, medication), goodbyes, complaints, an exercise in progress,
 * an answer to an offer, a direct request (an exercise by name, help with a topic), "just listen", and then ordinary
 * listening: a reflection of what was understood and one next step (a question, an offer, or the content of a topic).
 * Nothing is said twice in a session, and variety does not depend on luck: the first unused text of each list.
 */
import type { Memory, ReplyRequest } from '../provider';
import {
  acknowledgements,
  aboutReflections,
  declineReplies,
  eventLines,
  exploringQuestions,
  openingQuestions,
  feelingAboutReflections,
  feelingReflections,
  feelingWords,
  goodbyes,
  greetings,
  helpWithWhat,
  justListenReplies,
  listeningLines,
  notListeningApologies,
  rememberingGreetings,
  repairInvitations,
  repeatedApologies,
  stepBridges,
  stopReplies,
  thanksReplies,
  confusedReplies,
  exerciseNames,
  greetingReplies,
  askAwayReplies,
  normalisingReplies,
  hardReflections,
  topicPhrases,
  triedTogether,
  workingQuestions,
} from './catalogue';
import { exerciseScripts, type ExerciseId } from './content/exercises';
import { topicGuides, type TopicId } from './content/topics';
import { aiDisclosureReply, diagnosisBoundaryReply, medicationBoundaryReply } from './boundaries';
import { sentenceKey, sentencesOf, stepsOf, type DialogueState } from './state';
import { greetingWords, plain, type Feeling, type Reading } from './understand';

type Voices = Record<'en' | 'fr', Record<'teen' | 'adult', readonly string[]>>;

/** The texts of a list in this state's voice, not yet said, in a fixed order that turns with the session. */
function fresh(state: DialogueState, texts: readonly string[]): string[] {
  const unused = texts.filter((text) => sentencesOf(text).every((sentence) => !state.said.has(sentenceKey(sentence))));
  const turn = state.readings.length;
  return unused.map((_, index) => unused[(index + turn) % unused.length] as string);
}

function first(state: DialogueState, voices: Voices): string | undefined {
  return fresh(state, voices[state.language][state.ageGroup])[0];
}

/** Says it, and remembers it was said, so the rest of this reply does not say it again. */
function say(state: DialogueState, text: string | undefined): string | undefined {
  if (text) for (const sentence of sentencesOf(text)) state.said.add(sentenceKey(sentence));
  return text;
}

/** "Which of these ideas..." asks about ideas, and is only asked once they were given. */
const aboutIdeas = /\b(?:these|ces|cette liste)\b/i;

function question(state: DialogueState): string | undefined {
  const topic = state.topics.at(-1);
  // The topic's own questions first (what is it like for them, in this situation), then the general ones.
  const followUps = topic
    ? topicGuides[topic][state.ageGroup][state.language].followUps.filter((text) => state.contentGiven.has(topic) || !aboutIdeas.test(text))
    : [];
  // Nothing said yet of what is going on: an easy way in, not "when did this start".
  const nothingYet = state.topics.length === 0 && state.events.length === 0 && state.people.length === 0 && state.feelings.length === 0;
  const pool = nothingYet ? openingQuestions : state.stage === 'working' ? workingQuestions : exploringQuestions;
  const asked = (text: string) => state.questionsAsked.has(sentenceKey(text));
  const candidates = [...followUps, ...fresh(state, pool[state.language][state.ageGroup])].filter((text) => !asked(text));
  return say(state, candidates[0]);
}

const feelingRank: Feeling[] = ['hurt', 'lonely', 'sad', 'anxious', 'angry', 'overwhelmed', 'ashamed', 'tired', 'numb', 'stuck', 'hopeful'];

const peopleNames: Record<string, string> = { bestie: 'best friend', bff: 'best friend', bf: 'boyfriend', gf: 'girlfriend', mum: 'mom' };

/** What the message is about, said back: "your exams", "things with your mom". */
function aboutOf(state: DialogueState, reading: Reading): { about: string; plural: boolean } | undefined {
  const person = reading.people[0];
  if (person && state.language === 'en') return { about: `your ${peopleNames[person] ?? person}`, plural: person.endsWith('s') };
  const topic = reading.topics[0];
  if (topic) {
    const phrase = topicPhrases[state.language][topic];
    if (phrase) return { about: voiced(state, phrase), plural: phrase === 'your exams' };
  }
  return undefined;
}

/** A French phrase written for "tu", said to an adult with "vous". */
function voiced(state: DialogueState, phrase: string): string {
  if (state.language !== 'fr' || state.ageGroup === 'teen') return phrase;
  return phrase
    .replace(/\bton\b|\bta\b/g, 'votre')
    .replace(/\btes\b/g, 'vos')
    .replace(/\bt’arrive\b/g, 'vous arrive')
    .replace(/\btu as\b/g, 'vous avez');
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** The first template of a list that, filled in, says something not yet said in this session. */
function firstFilled(state: DialogueState, templates: readonly string[], values: Record<string, string>): string | undefined {
  return fresh(state, templates)
    .map((template) => fill(template, values))
    .find((text) => sentencesOf(text).every((sentence) => !state.said.has(sentenceKey(sentence))));
}

/** A reflection of what was understood in the message: a feeling, a person, an event; never the person's words. */
function reflection(state: DialogueState, reading: Reading): string | undefined {
  const feeling = feelingRank.find((candidate) => reading.feelings.includes(candidate));
  const parts: string[] = [];
  if (reading.event) {
    const person = reading.people[0];
    const personPhrase = person ? `your ${peopleNames[person] ?? person}` : state.language === 'en' ? 'someone close' : 'quelqu’un de proche';
    const line = firstFilled(state, eventLines[state.language][reading.event], { person: personPhrase });
    if (line) parts.push(line);
  }
  const found = reading.event ? undefined : aboutOf(state, reading);
  // "Feeling alone has you feeling lonely" says nothing: a topic that is the feeling is not said twice.
  const impliedFeelings: Partial<Record<TopicId, Feeling[]>> = {
    loneliness: ['lonely'], worry: ['anxious'], panic: ['anxious'], 'low-mood': ['sad', 'numb'], anger: ['angry'], grief: ['sad', 'hurt'], burnout: ['tired', 'overwhelmed'],
  };
  const about = found && feeling && reading.topics[0] && impliedFeelings[reading.topics[0]]?.includes(feeling) ? undefined : found;
  if (feeling) {
    const words = feelingWords[state.language][feeling];
    const values = { feeling: words, about: about?.about ?? '', has: about?.plural ? 'have' : 'has' };
    const voices = about ? feelingAboutReflections : feelingReflections;
    const line = firstFilled(state, voices[state.language][state.ageGroup], values) ?? firstFilled(state, feelingReflections[state.language][state.ageGroup], values);
    if (line) parts.push(line);
  } else if (about && parts.length === 0 && reading.topics.length > 0) {
    const line = firstFilled(state, aboutReflections[state.language][state.ageGroup], { about: about.about, has: about.plural ? 'have' : 'has' });
    if (line) parts.push(line);
  }
  if (parts.length === 0 && reading.intents.has('negative')) parts.push(first(state, hardReflections) ?? '');
  if (parts.length === 0) parts.push(first(state, acknowledgements) ?? '');
  return say(state, parts.filter(Boolean).join(' ')) || undefined;
}

/** The topic a feeling belongs to, when someone asks for help with how they feel. */
function topicOfFeelings(feelings: readonly Feeling[]): TopicId | undefined {
  const byFeeling: Partial<Record<Feeling, TopicId>> = {
    sad: 'low-mood', numb: 'low-mood', lonely: 'loneliness', anxious: 'worry', angry: 'anger', overwhelmed: 'burnout',
  };
  return feelings.map((feeling) => byFeeling[feeling]).find(Boolean);
}

/** What a request for help is about: the message's topic, its feeling's, or else the conversation's. */
export function requestedTopic(state: DialogueState, reading: Reading): TopicId | undefined {
  return reading.topics[0] ?? topicOfFeelings(reading.feelings) ?? mainTopic(state) ?? topicOfFeelings(state.feelings);
}

/** The topic the person came back to most often, the latest on a tie. */
function mainTopic(state: DialogueState): TopicId | undefined {
  const mentions = new Map<TopicId, number>();
  for (const reading of state.readings) for (const topic of reading.topics) mentions.set(topic, (mentions.get(topic) ?? 0) + 1);
  let best: TopicId | undefined;
  for (const topic of state.topics) if (!best || (mentions.get(topic) ?? 0) >= (mentions.get(best) ?? 0)) best = topic;
  return best;
}

/** An exercise that fits what was said and was not offered or done yet. */
function fittingExercise(state: DialogueState): ExerciseId | undefined {
  const byFeeling: Partial<Record<Feeling, ExerciseId[]>> = {
    anxious: ['box-breathing', 'grounding', 'worry-time'],
    overwhelmed: ['small-step', 'paced-breathing'],
    sad: ['small-step', 'self-compassion'],
    ashamed: ['self-compassion', 'thought-record'],
    angry: ['paced-breathing', 'grounding'],
    hurt: ['self-compassion'],
    tired: ['sleep-wind-down', 'small-step'],
    stuck: ['small-step', 'thought-record'],
  };
  const candidates = [
    ...state.topics.toReversed().flatMap((topic) => topicGuides[topic].exercises),
    ...state.feelings.flatMap((feeling) => byFeeling[feeling] ?? []),
  ];
  return candidates.find((id) => !state.offered.has(id) && !state.done.includes(id));
}

function offer(state: DialogueState, id: ExerciseId): string | undefined {
  return say(state, fresh(state, exerciseScripts[id][state.ageGroup][state.language].offers)[0]);
}

/**
 * The ideas of a topic, with a word that names what the person is going through, then the exercise that fits it
 * best (if not offered yet), else a question to go on.
 */
function topicContent(state: DialogueState, topic: TopicId): string {
  const guidance = topicGuides[topic][state.ageGroup][state.language];
  // Two ideas: enough to choose from, short enough to read in a chat.
  // The ideas in their order, best first; those already given are not given again.
  const ideas = guidance.ideas
    .filter((idea) => sentencesOf(idea).every((sentence) => !state.said.has(sentenceKey(sentence))))
    .slice(0, 2);
  const acknowledge = ideas.length > 0 ? fresh(state, guidance.acknowledge)[0] : undefined;
  const exercise = topicGuides[topic].exercises.find((id) => !state.offered.has(id) && !state.done.includes(id));
  const followUp = fresh(state, guidance.followUps).find((text) => !state.questionsAsked.has(sentenceKey(text)));
  const next = exercise ? offer(state, exercise) : (say(state, followUp) ?? question(state));
  return [say(state, acknowledge), ...ideas.map((idea) => say(state, idea)), next].filter(Boolean).join(' ');
}

function themesOf(memory: readonly Memory[]): string | undefined {
  return memory[0]?.summary.match(/talked about ([^.]+)\./)?.[1];
}

function opening(state: DialogueState, memory: readonly Memory[]): string {
  const themes = themesOf(memory);
  const template = themes ? rememberingGreetings[state.language][state.ageGroup][0] : undefined;
  return template ? fill(template, { themes: themes ?? '' }) : (first(state, greetings) ?? '');
}

function goodbye(state: DialogueState): string {
  const done = state.done.at(-1);
  const tried = done ? fill(triedTogether[state.language], { exercise: exerciseNames[state.language][done] ?? '' }) : '';
  return fill(goodbyes[state.language][state.ageGroup], { tried });
}

/**
 * The next step after a reflection, by how directive the person wants Doro to be: "guide" brings ideas and an
 * exercise once the situation is known; "balanced" offers one only late, after much listening; "listen" only asks.
 * Nothing is offered while the person is asking or answering something else.
 */
function nextMove(state: DialogueState, reading: Reading): string | undefined {
  if (state.listening) return say(state, first(state, listeningLines));
  const topic = reading.topics[0] ?? state.topics.at(-1);
  const exercise = fittingExercise(state);
  const turns = state.readings.length;
  const asked = state.readings.some((earlier) => earlier.intents.has('help') || earlier.exercise !== undefined);
  // Once in a session, unasked: after that, ideas come when the person asks.
  const unaskedGiven = state.contentGiven.size > 0 || state.offered.size > 0;
  if (state.directiveness === 'guide' && turns >= 6 && !asked && !unaskedGiven) {
    if (topic && !state.contentGiven.has(topic)) return topicContent(state, topic);
    if (exercise) return offer(state, exercise);
  }
  if (state.directiveness === 'balanced' && turns >= 9 && exercise && state.offered.size === 0) return offer(state, exercise);
  return question(state) ?? say(state, first(state, listeningLines));
}

const join = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ');

/** A no to the offer just made, or to exercises in general ("non merci, les exercices c'est pas pour moi"). */
export function declinesOffer(state: DialogueState, reading: Reading): boolean {
  const aboutExercises = /\b(?:exercises?|exercices?|breathing|respiration)\b/i.test(reading.text);
  return reading.intents.has('no') && (state.answering !== undefined || aboutExercises);
}

export type ExerciseMove =
  | { kind: 'step'; id: ExerciseId; index: number; text: string; start: 'offer' | 'asked' | 'next' }
  | { kind: 'closing'; id: ExerciseId; text: string }
  | { kind: 'stop'; id: ExerciseId };

/**
 * What the last message means for an exercise: the next step of the one in progress (or its closing, or stopping
 * it), the first step of the one just accepted or asked for by name; undefined when no exercise is in play. The
 * offline engine says it, and a remote model is told it (system-prompt.ts).
 */
export function exerciseMove(state: DialogueState): ExerciseMove | undefined {
  const reading = state.readings.at(-1);
  if (!reading) return undefined;
  const startOf = (id: ExerciseId, start: 'offer' | 'asked'): ExerciseMove => ({
    kind: 'step', id, index: 0, text: stepsOf(id, state.ageGroup, state.language)[0] ?? '', start,
  });
  // An exercise in progress: the message answers the step given (unless it asks for something else).
  const exercise = state.exercise;
  const asksElse = reading.exercise !== undefined || (reading.intents.has('help') && reading.topics.length > 0);
  if (exercise && !asksElse) {
    if (reading.intents.has('stop') || reading.intents.has('no')) return { kind: 'stop', id: exercise.id };
    const steps = stepsOf(exercise.id, state.ageGroup, state.language);
    const index = exercise.step + 1;
    const text = steps[index];
    if (text) return { kind: 'step', id: exercise.id, index, text, start: 'next' };
    return { kind: 'closing', id: exercise.id, text: exerciseScripts[exercise.id][state.ageGroup][state.language].closing };
  }
  // The answer to an offer just made: yes starts it.
  if (state.answering && reading.intents.has('yes') && !reading.intents.has('no')) return startOf(state.answering, 'offer');
  if (reading.exercise) return startOf(reading.exercise, 'asked');
  return undefined;
}

export function compose(state: DialogueState, request: ReplyRequest): string {
  const reading = state.readings.at(-1);
  if (!reading) return opening(state, request.memory);
  const seed = `${state.readings.length}:${reading.text}`;
  const said = [...state.said];
  if (request.askedIfHuman) return aiDisclosureReply(seed, said);
  if (reading.intents.has('medication')) return medicationBoundaryReply(seed, said);
  if (reading.intents.has('diagnosis')) return diagnosisBoundaryReply(seed, request.ageGroup, said);
  if (reading.intents.has('goodbye')) return goodbye(state);
  if (reading.intents.has('repeated')) {
    return join(say(state, first(state, repeatedApologies)), say(state, first(state, repairInvitations)) ?? nextMove(state, reading));
  }
  if (reading.intents.has('not-listening')) {
    return join(say(state, first(state, notListeningApologies)), say(state, first(state, repairInvitations)) ?? nextMove(state, reading));
  }

  const move = exerciseMove(state);
  if (move?.kind === 'stop') return join(say(state, first(state, stopReplies)), question(state));
  if (move?.kind === 'step' || move?.kind === 'closing') {
    // "ok, thanks" after a step is thanked for, then the exercise goes on.
    const thanked = reading.intents.has('thanks') ? say(state, first(state, thanksReplies)) : undefined;
    const lead =
      move.kind === 'closing' ? undefined
      : move.start === 'asked' ? say(state, fill(state.language === 'en' ? "Here's {name}, step by step." : 'Voici {name}, une étape à la fois.', { name: exerciseNames[state.language][move.id] ?? '' }))
      : move.start === 'offer' ? undefined
      : say(state, first(state, stepBridges));
    return join(thanked ?? lead, say(state, move.text)) || join(reflection(state, reading), question(state));
  }
  if (declinesOffer(state, reading)) {
    return join(say(state, first(state, declineReplies)), question(state));
  }
  if (reading.intents.has('just-listen')) return join(say(state, first(state, justListenReplies)), say(state, first(state, listeningLines)));
  if (reading.intents.has('help') && !state.listening) {
    const topic = requestedTopic(state, reading);
    // "Is it normal to feel this? How do people get through it?": yes first, then the ideas.
    const normal = reading.intents.has('is-it-normal') ? say(state, first(state, normalisingReplies)) : undefined;
    if (topic) return join(normal, topicContent(state, topic));
    const exerciseId = fittingExercise(state);
    if (exerciseId) return join(reflection(state, reading), offer(state, exerciseId));
    return join(reflection(state, reading), say(state, first(state, helpWithWhat)) ?? question(state));
  }
  if (reading.intents.has('is-it-normal')) return join(say(state, first(state, normalisingReplies)), nextMove(state, reading));
  if (reading.intents.has('thanks')) return join(say(state, first(state, thanksReplies)), nextMove(state, reading));
  if (reading.intents.has('confused')) return join(say(state, first(state, confusedReplies)), question(state));
  if (reading.intents.has('greeting')) {
    // "hi", "hey doro": a hello and nothing else; "hi, I have a question": a question is coming.
    const rest = plain(reading.text).replace(greetingWords, '').replace(/\b(?:doro|there|again|you)\b/g, '').replace(/[^\p{L}\s']/gu, ' ').trim();
    if (rest === '') return say(state, first(state, greetingReplies)) ?? question(state) ?? '';
    if (/^(?:(?:i have|i've got|i got|got|can i ask|quick|j'ai|une|petite) )*(?:a |une )?(?:quick )?questions?$/.test(rest)) {
      return say(state, first(state, askAwayReplies)) ?? question(state) ?? '';
    }
  }
  return join(reflection(state, reading), nextMove(state, reading));
}
