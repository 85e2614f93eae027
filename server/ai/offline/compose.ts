/**
 * What the offline engine says next, from the dialogue state (state.ts). The order is the order of priorities:
 * honesty about being an AI and the limits (diagnosis, medication), goodbyes, complaints, an exercise in progress,
 * an answer to an offer, a direct request (an exercise by name, help with a topic), "just listen", and then ordinary
 * listening: a reflection of what was understood and one next step (a question, an offer, or the content of a topic).
 * Nothing is said twice in a session, and variety does not depend on luck: the first unused text of each list.
 */
import type { Memory, ReplyRequest } from '../provider';
import {
  asideReplies,
  resumeLeads,
  declineReplies,
  exploringQuestions,
  openingQuestions,
  goodbyes,
  greetings,
  nameGreetings,
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
  triedTogether,
  workingQuestions,
} from './catalogue';
import { exerciseScripts, type ExerciseId } from './content/exercises';
import { topicGuides, type TopicId } from './content/topics';
import { aiDisclosureReply, diagnosisBoundaryReply, medicationBoundaryReply } from './boundaries';
import { declinesOffer, exerciseMove } from './exercise-move';
import { ownIdeaReply } from './own-idea-reply';
import { reflection } from './reflection';
import { fill, first, fresh, say } from './saying';
import { sentenceKey, sentencesOf, type DialogueState } from './state';
import { greetingWords, plain, type Feeling, type Reading } from './understand';

/** "Which of these ideas..." asks about ideas, and is only asked once they were given. */
const aboutIdeas = /\b(?:these|ces|cette liste)\b/i;

const bodyInAlarm =
  /\b(?:heart (?:is )?(?:racing|pounding)|can'?t breathe|cant breathe|hard to breathe|hyperventilat\w*|chest (?:is )?(?:so )?tight|tight chest|(?:j'?arrive|je peux) pas (?:a )?respirer|coeur (?:qui )?(?:bat|debat) (?:vite|fort|tellement|trop|a)\b)\b/;

/** Questions about changing things, out of place in grief. */
const fixingQuestion =
  /within your control|a little better look like|make tomorrow a bit easier|like to be different|dépend de (?:toi|vous)|petit pas en avant|rendrait demain|qui soit différent/;

function question(state: DialogueState): string | undefined {
  const topic = state.topics.at(-1);
  // The topic's own questions first (what is it like for them, in this situation), then the general ones.
  const followUps = topic
    ? topicGuides[topic][state.ageGroup][state.language].followUps.filter(
        (text) => state.contentGiven.has(topic) || !aboutIdeas.test(text),
      )
    : [];
  // Nothing said yet of what is going on: an easy way in, not "when did this start".
  const nothingYet =
    state.topics.length === 0 && state.events.length === 0 && state.people.length === 0 && state.feelings.length === 0;
  const pool = nothingYet ? openingQuestions : state.stage === 'working' ? workingQuestions : exploringQuestions;
  const asked = (text: string) => state.questionsAsked.has(sentenceKey(text));
  // After a death, no question about fixing it or what is in one's control.
  const grieving = state.topics.includes('grief') || state.events.includes('loss');
  const candidates = [...followUps, ...fresh(state, pool[state.language][state.ageGroup])].filter(
    (text) => !asked(text) && !(grieving && fixingQuestion.test(text)),
  );
  return say(state, candidates[0]);
}

/** The topic a feeling belongs to, when someone asks for help with how they feel. */
function topicOfFeelings(feelings: readonly Feeling[]): TopicId | undefined {
  const byFeeling: Partial<Record<Feeling, TopicId>> = {
    sad: 'low-mood',
    numb: 'low-mood',
    lonely: 'loneliness',
    anxious: 'worry',
    angry: 'anger',
    overwhelmed: 'burnout',
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
  for (const reading of state.readings)
    for (const topic of reading.topics) mentions.set(topic, (mentions.get(topic) ?? 0) + 1);
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

/** The themes of the last summary (summary.ts), when it was written in the language of this opening. */
function themesOf(memory: readonly Memory[], language: 'en' | 'fr'): string | undefined {
  const said = language === 'en' ? /talked about ([^.]+)\./ : /^Sujets abordés : ([^.]+)\./;
  return memory[0]?.summary.match(said)?.[1];
}

function opening(state: DialogueState, memory: readonly Memory[]): string {
  const themes = themesOf(memory, state.language);
  const template = themes ? rememberingGreetings[state.language][state.ageGroup][0] : undefined;
  return template ? fill(template, { themes: themes ?? '' }) : (first(state, greetings) ?? '');
}

function goodbye(state: DialogueState): string {
  const done = state.done.at(-1);
  const tried = done
    ? fill(triedTogether[state.language], { exercise: exerciseNames[state.language][done] ?? '' })
    : '';
  const name = state.readings.findLast((reading) => reading.name)?.name;
  return fill(goodbyes[state.language][state.ageGroup], { tried, name: name ? `, ${name}` : '' });
}

/**
 * The next step after a reflection, by how directive the person wants Doro to be: "guide" brings ideas and an
 * exercise once the situation is known; "balanced" offers one only late, after much listening; "listen" only asks.
 * Nothing is offered while the person is asking or answering something else.
 */
function nextMove(state: DialogueState, reading: Reading): string | undefined {
  if (state.listening) return say(state, first(state, listeningLines));
  // A body in alarm right now (a racing heart, breath that will not come; not "my heart was racing"): a breathing
  // exercise is offered at once.
  if (state.directiveness !== 'listen' && bodyInAlarm.test(plain(reading.text))) {
    const breathing = (['box-breathing', 'paced-breathing'] as const).find(
      (id) => !state.offered.has(id) && !state.done.includes(id),
    );
    if (breathing) return offer(state, breathing);
  }
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
  // Never on the turn someone confides guilt, hurt, sadness or loneliness: that turn is heard, not answered with an offer.
  const confides = reading.feelings.some((feeling) => ['ashamed', 'hurt', 'sad', 'lonely'].includes(feeling));
  if (state.directiveness === 'balanced' && turns >= 9 && exercise && state.offered.size === 0 && !confides)
    return offer(state, exercise);
  return question(state) ?? say(state, first(state, listeningLines));
}

const join = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ');

/** The reply to the last message; a name the person gave in it is greeted first. */
export function compose(state: DialogueState, request: ReplyRequest): string {
  const reading = state.readings.at(-1);
  const aside = exerciseMove(state)?.kind === 'aside' ? say(state, first(state, asideReplies)) : undefined;
  const reply = join(aside, composeReply(state, request));
  if (!reading?.name || reading.intents.has('goodbye')) return reply;
  return join(say(state, fill(nameGreetings[state.language], { name: reading.name })), reply);
}

function composeReply(state: DialogueState, request: ReplyRequest): string {
  const reading = state.readings.at(-1);
  if (!reading) return opening(state, request.memory);
  const seed = `${state.readings.length}:${reading.text}`;
  const said = [...state.said];
  if (request.askedIfHuman) return aiDisclosureReply(seed, said);
  if (reading.intents.has('medication')) return medicationBoundaryReply(seed, said);
  if (reading.intents.has('diagnosis')) return diagnosisBoundaryReply(seed, request.ageGroup, said);
  if (reading.intents.has('goodbye')) return goodbye(state);
  if (reading.intents.has('repeated')) {
    return join(
      say(state, first(state, repeatedApologies)),
      say(state, first(state, repairInvitations)) ?? nextMove(state, reading),
    );
  }
  if (reading.intents.has('not-listening')) {
    return join(
      say(state, first(state, notListeningApologies)),
      say(state, first(state, repairInvitations)) ?? nextMove(state, reading),
    );
  }

  const move = exerciseMove(state);
  if (move?.kind === 'stop') return join(say(state, first(state, stopReplies)), question(state));
  // A hard feeling that set an exercise aside is what the reply is about, and what it asks about.
  if (move?.kind === 'aside' && reading.feelings.length > 0 && !reading.intents.has('others-advice'))
    return join(reflection(state, reading), say(state, first(state, exploringQuestions)) ?? question(state));
  if (move?.kind === 'step' || move?.kind === 'closing') {
    // "ok, thanks" after a step is thanked for, then the exercise goes on.
    const thanked = reading.intents.has('thanks') ? say(state, first(state, thanksReplies)) : undefined;
    const lead =
      move.kind === 'closing'
        ? undefined
        : move.start === 'asked'
          ? say(
              state,
              fill(state.language === 'en' ? "Here's {name}, step by step." : 'Voici {name}, une étape à la fois.', {
                name: exerciseNames[state.language][move.id] ?? '',
              }),
            )
          : move.start === 'offer'
            ? undefined
            : say(state, first(state, move.start === 'resume' ? resumeLeads : stepBridges));
    return join(thanked ?? lead, say(state, move.text)) || join(reflection(state, reading), question(state));
  }
  if (declinesOffer(state, reading)) {
    return join(say(state, first(state, declineReplies)), question(state));
  }
  if (reading.intents.has('just-listen'))
    return join(say(state, first(state, justListenReplies)), say(state, first(state, listeningLines)));
  const ownIdea = state.listening ? undefined : ownIdeaReply(state, reading, () => question(state));
  if (ownIdea) return ownIdea;
  if (reading.intents.has('help') && !state.listening) {
    const topic = requestedTopic(state, reading);
    // "Is it normal to feel this? How do people get through it?": yes first, then the ideas.
    const normal = reading.intents.has('is-it-normal') ? say(state, first(state, normalisingReplies)) : undefined;
    if (topic) return join(normal, topicContent(state, topic));
    const exerciseId = fittingExercise(state);
    if (exerciseId) return join(reflection(state, reading), offer(state, exerciseId));
    return join(reflection(state, reading), say(state, first(state, helpWithWhat)) ?? question(state));
  }
  if (reading.intents.has('is-it-normal'))
    return join(say(state, first(state, normalisingReplies)), nextMove(state, reading));
  if (reading.intents.has('thanks')) return join(say(state, first(state, thanksReplies)), nextMove(state, reading));
  if (reading.intents.has('confused')) return join(say(state, first(state, confusedReplies)), question(state));
  if (reading.intents.has('greeting')) {
    // "hi", "hey doro": a hello and nothing else; "hi, I have a question": a question is coming.
    const rest = plain(reading.text)
      .replace(greetingWords, '')
      .replace(/\b(?:doro|there|again|you)\b/g, '')
      .replace(/[^\p{L}\s']/gu, ' ')
      .trim();
    if (rest === '') return say(state, first(state, greetingReplies)) ?? question(state) ?? '';
    if (
      /^(?:(?:i have|i've got|i got|got|can i ask|quick|j'ai|une|petite) )*(?:a |une )?(?:quick )?questions?$/.test(
        rest,
      )
    ) {
      return say(state, first(state, askAwayReplies)) ?? question(state) ?? '';
    }
  }
  // "my name is Sam by the way": the name is greeted (compose), then the conversation goes on.
  const onlyName =
    reading.name && reading.topics.length + reading.feelings.length + reading.people.length === 0 && !reading.event;
  if (onlyName) return question(state) ?? '';
  return join(reflection(state, reading), nextMove(state, reading));
}
