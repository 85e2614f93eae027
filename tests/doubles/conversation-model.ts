/**
 * A stand-in for a model that follows Doro's instructions well, for the conversation kit
 * (tests/integration/conversations.test.ts). Like compliant-model.ts it reads only what Doro sends (the system
 * prompt and the conversation) and answers deterministically, but it holds a whole conversation: it opens with a
 * greeting, reflects feelings in its own words, answers a request with content and offers an exercise that fits,
 * walks through an exercise one step per reply, stops suggesting when asked to just listen, owns a complaint, and
 * answers in the person's language. What it says is in conversation-model-en.ts and conversation-model-fr.ts; how
 * it reads a message is in conversation-model-reading.ts.
 */
import type { ExerciseId, TopicId } from '../conversations/persona';
import { english } from './conversation-model-en';
import { french } from './conversation-model-fr';
import {
  asksForHelp,
  complaint,
  declines,
  exerciseAskedFor,
  feelingOf,
  fittingExercises,
  fold,
  greetsOnly,
  isFrench,
  saysGoodbye,
  saysThanks,
  topicOf,
  wantsJustListening,
} from './conversation-model-reading';
import type { ModelTexts } from './conversation-model-texts';
import type { ChatCompletionRequest, DoubleBehaviour } from './openai-double';

const opening =
  "Hi, I'm Doro, an AI coach. I'm here to listen, and you can write in English or French. What's on your mind today?";

interface Conversation {
  /** Doro's instructions, with the session notes (what the person asked for, the exercise step to give). */
  system: string;
  texts: ModelTexts;
  directiveness: 'listen' | 'balanced' | 'guide';
  users: string[];
  /** Doro's earlier replies, oldest first. */
  said: string[];
}

export function conversationModel(request: ChatCompletionRequest): DoubleBehaviour {
  // A second opinion on a crisis level (not streamed): this model agrees with the safety layer.
  if (request.stream !== true) return { kind: 'stream', text: '{"level": "none", "category": "suicide"}' };
  const system = request.messages[0]?.role === 'system' ? request.messages[0].content : '';
  if (system.startsWith('Summarise')) {
    return { kind: 'stream', text: 'You talked about how things have been lately and what might help.' };
  }
  const users = request.messages.filter((message) => message.role === 'user').map((message) => message.content);
  if (users.length === 0) return { kind: 'stream', text: opening };
  const directiveness = system.includes('chose "listen"')
    ? 'listen'
    : system.includes('chose "guide"')
      ? 'guide'
      : 'balanced';
  const conversation: Conversation = {
    system,
    texts: isFrench(users) ? french : english,
    directiveness,
    users,
    said: request.messages.filter((message) => message.role === 'assistant').map((message) => message.content),
  };
  return { kind: 'stream', text: reply(conversation) };
}

function reply(conversation: Conversation): string {
  const { texts, said } = conversation;
  const message = fold(conversation.users.at(-1) ?? '');
  const last = said.at(-1) ?? '';
  const offered = offerIn(last);
  // What the session notes say the last message does, or else what this model reads in it.
  const does = /Their last message ([^\n]+)/.exec(conversation.system)?.[1] ?? '';
  const thanked = saysThanks(message) || does.includes('thanks you');
  if (saysGoodbye(message) || does.includes('says goodbye'))
    return [thanked ? texts.thanks : '', texts.goodbye].filter(Boolean).join(' ');
  const owned = does.includes('you repeated')
    ? 'repeated'
    : does.includes('not listening')
      ? 'not-listening'
      : complaint(message);
  if (owned) return `${texts.apology[owned]} ${question(conversation)}`;
  // The session notes say which exercise step to give, in which words: a model following them gives it.
  const told = /in these words, and nothing after it: "([^"]+)"|Close it with: "([^"]+)"/.exec(conversation.system);
  const toldText = told?.[1] ?? told?.[2];
  if (toldText && !declines(message)) {
    const lead = saysThanks(message) ? texts.thanks : message.trim().endsWith('?') ? texts.yesThatsIt : '';
    return [lead, toldText].filter(Boolean).join(' ');
  }
  if ((offered && declines(message)) || does.includes('says no')) return `${texts.decline} ${question(conversation)}`;
  if (wantsJustListening(message) || does.includes('just listen'))
    return `${texts.justListen} ${question(conversation)}`;
  if (thanked) return `${texts.thanks} ${question(conversation, texts.anythingElse)}`;
  const wrapUp = conversation.system.includes('Exercise in progress') ? `${texts.wrapUp} ` : '';
  const askedFor = /they ask for: ([a-z-]+)/.exec(conversation.system)?.[1];
  if (asksForHelp(message) || askedFor) return wrapUp + answer(conversation, askedFor);
  if (greetsOnly(message)) return texts.greetingBack;
  return `${wrapUp}${reflection(conversation, message)} ${spontaneousOffer(conversation) ?? question(conversation)}`;
}

/** Tips for what they asked about, then the first exercise that fits and was not offered yet. */
function answer(conversation: Conversation, askedFor?: string): string {
  const noted = askedFor && askedFor in fittingExercises ? (askedFor as TopicId) : undefined;
  const topic =
    noted ??
    conversation.users
      .toReversed()
      .map((text) => topicOf(fold(text)))
      .find(Boolean);
  if (!topic) return `${reflection(conversation, '')} ${question(conversation)}`;
  const exercise = fittingExercises[topic].find((candidate) => !used(conversation, candidate));
  return [conversation.texts.tips[topic], exercise ? conversation.texts.offers[exercise] : question(conversation)].join(
    ' ',
  );
}

/** Guided sessions get an exercise unasked, once, after the person has had time to say what is going on. */
function spontaneousOffer(conversation: Conversation): string | undefined {
  const { directiveness, users, texts } = conversation;
  if (directiveness === 'listen' || users.length < (directiveness === 'guide' ? 7 : 8) || listening(conversation)) {
    return undefined;
  }
  const anything = Object.keys(texts.offers).some((exercise) => used(conversation, exercise as ExerciseId));
  const topic = topicOf(fold(users.slice(-3).join(' ')));
  const exercise = topic && fittingExercises[topic][0];
  return !anything && exercise ? texts.offers[exercise] : undefined;
}

/** Asked to just listen, and not asked for help since. */
function listening(conversation: Conversation): boolean {
  const folded = conversation.users.map(fold);
  const lastAsk = folded.findLastIndex((text) => wantsJustListening(text));
  const lastHelp = folded.findLastIndex((text) => asksForHelp(text) || !!exerciseAskedFor(text));
  return lastAsk > lastHelp;
}

/** Offered or done already: by its offer in what was said, or as the session notes list it. */
function used(conversation: Conversation, exercise: ExerciseId): boolean {
  const offers = [english, french].map((texts) => texts.offers[exercise]);
  const listed = new RegExp(`Exercises (?:you offered|done together): [^\\n]*\\b${exercise}\\b`);
  return (
    conversation.said.some((text) => offers.some((offer) => text.includes(offer))) || listed.test(conversation.system)
  );
}

function offerIn(text: string): ExerciseId | undefined {
  for (const texts of [english, french]) {
    const found = Object.entries(texts.offers).find(([, offer]) => text.includes(offer));
    if (found) return found[0] as ExerciseId;
  }
  return undefined;
}

/** The first open question not asked yet, lightest first; `preferred` first when it fits the moment. */
function question(conversation: Conversation, preferred?: string): string {
  const pool = [...(preferred ? [preferred] : []), ...conversation.texts.questions];
  return pool.find((candidate) => !conversation.said.some((text) => text.includes(candidate))) ?? pool.at(-1)!;
}

/** About what they said when it names a topic (unless they sound better), or else about how it feels. */
function reflection(conversation: Conversation, message: string): string {
  const feeling = feelingOf(message);
  const topic = feeling === 'hopeful' ? undefined : topicOf(message);
  const variants = topic ? conversation.texts.topicReflections[topic] : conversation.texts.reflections[feeling];
  return (
    variants.find((variant) => !conversation.said.some((text) => text.includes(variant))) ??
    variants[conversation.users.length % variants.length]!
  );
}
