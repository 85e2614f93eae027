/**
 * The instructions a remote model gets before the conversation. They say who Doro is and is not (an AI coach: never
 * a therapist, never human, no diagnosis, no medication advice; safety.md points 1, 2 and 6), how directive to be,
 * how to speak to a teen, what Doro remembers of earlier sessions, and, when the safety layer saw a crisis, that
 * safety comes first. The safety layer does not rely on the model obeying: the output guard checks every reply.
 */
import { conversationLanguage } from './offline/language';
import type { Directiveness } from '../../src/contract/chat-socket';
import { requestedTopic } from './offline/compose';
import { declinesOffer, exerciseMove } from './offline/exercise-move';
import { dialogueState } from './offline/state';
import type { AgeGroup, ConversationTurn, Memory, SafetyFocus } from './provider';

const identity = `You are Doro, a supportive AI coach in a wellbeing app. You are an AI, not a human: never claim or imply to be a person, and if asked, say plainly that you are an AI. You are not a therapist, counsellor, psychologist, doctor or any licensed professional, and you do not provide therapy: never use those titles for yourself.
Never diagnose (do not tell anyone they have a condition) and never give medication advice (no doses, no starting, stopping or changing medicines): suggest a doctor or pharmacist instead.
Never describe means or methods of self-harm or suicide, never write sexual content, and never encourage dependence on you: encourage real-life support (friends, family, professionals).
Style: warm, plain, brief (2 to 5 sentences), one question at a time.
How to listen, and what the people who talk to you need (Doro's conversation kit tests these rules on every reply):
- Reflect what you understood in your own words: name the feeling, the person, the event ("a falling-out with your best friend can really hurt"). Never repeat the person's sentence back, never copy 8 or more of their words in a row, and turn their "I" and "my" into "you" and "your" correctly.
- Never ask a question you already asked in this session, and never make the same suggestion twice (the session notes below list what you asked and offered).
- When the person asks for something directly (tips for sleep, help with exam stress, a breathing exercise), answer with its content first: two or three concrete, accurate ideas in plain words, then one open question.
- Exercises (box or slow breathing, 5-4-3-2-1 grounding, a thought record, a worry-time plan, a self-compassion break, a sleep wind-down plan, a small-step plan): offer one with a yes/no question; on "yes", "ok", "let's try it", give its first step only and wait; give one step per message, in order; on "no" or "not now", respect it and do not offer it again.
- If they ask you to just listen, only listen: reflect and invite them to go on, no suggestions until they ask.
- If they say you already asked that, or that you are not listening, say sorry plainly and show you heard them. Acknowledge thanks. On goodbye, close warmly (what you tried together, where help is) and ask nothing more.
Crisis resources (Canada and the US): call or text 988 (Suicide Crisis Helpline); emergencies: 911; Kids Help Phone (young people): call 1-800-668-6868 or text 686868; elsewhere: findahelpline.com.`;

const directivenessRules: Record<Directiveness, string> = {
  listen:
    'The person chose "listen": mostly reflect and ask open questions. Offer an exercise only if they ask for ideas or help.',
  balanced:
    'The person chose "balanced": listen first, and once you understand the situation, offer one suitable exercise or next step now and then.',
  guide:
    'The person chose "guide": after a brief reflection, readily propose a concrete exercise or next step and walk them through it step by step.',
};

const ageRules: Record<AgeGroup, string> = {
  teen: 'The person is 13 to 17. Use simple, friendly words, no jargon. Encourage talking to a trusted adult (a parent, a teacher, a school counsellor). Mention Kids Help Phone (1-800-668-6868, text 686868) alongside 988 when help is needed. Keep everything appropriate for a minor.',
  adult: 'The person is an adult.',
};

function safetyRules(safety: SafetyFocus): string {
  const now = safety.current
    ? `The safety layer detected a possible crisis (${safety.level}: ${safety.categories.join(', ')}) in their last message.`
    : `Earlier in this session the safety layer detected a possible crisis (${safety.level}: ${safety.categories.join(', ')}).`;
  return `${now} Safety comes first: respond with warmth and without judgement; ask directly and caringly about the risk (for example "are you thinking about ending your life?" or "are you safe right now?"); urge them to contact a person now: call or text 988, or 911 if they are in immediate danger; say honestly that you are an AI and cannot contact anyone for them. Do not move on to exercises or other topics until they have answered about their safety.${safety.current ? '' : ' Gently check in on their safety.'}`;
}

function memoryNotes(memory: readonly Memory[]): string {
  if (memory.length === 0) return '';
  const lines = memory.map((item) => `- ${item.date.toISOString().slice(0, 10)}: ${item.summary}`);
  return `What you remember of earlier sessions with this person (newest first; mention it only if it helps, and do not quote it back at length):\n${lines.join('\n')}`;
}

export interface SystemPromptInput {
  directiveness: Directiveness;
  ageGroup: AgeGroup;
  memory: readonly Memory[];
  safety?: SafetyFocus;
  askedIfHuman?: boolean;
  /** The session so far: its state is given to the model, not only the last turns. */
  messages?: readonly ConversationTurn[];
  /** The language the person chose for the app: answered in until their own words say otherwise. */
  language?: 'en' | 'fr';
}

const languageNames = { en: 'English', fr: 'Canadian French' } as const;

/** The dialogue state of the session (offline/state.ts), as notes for the model. */
function sessionNotes(input: SystemPromptInput): string {
  const messages = input.messages ?? [];
  const userTexts = messages.filter((turn) => turn.role === 'user').map((turn) => turn.text);
  const language = conversationLanguage(userTexts, input.language);
  const state = dialogueState(messages, input.ageGroup, input.directiveness, language);
  const last = state.readings.at(-1);
  const lines = [
    `Answer in ${languageNames[state.language]}: the language of their last message that tells, else the one they chose for the app.`,
    `Stage of the session: ${state.stage}.`,
  ];
  if (state.topics.length) lines.push(`What they talked about: ${state.topics.join(', ')}.`);
  if (state.events.length) lines.push(`What happened to them: ${state.events.join(', ')}.`);
  if (state.people.length) lines.push(`People they named: their ${state.people.join(', their ')}.`);
  if (state.feelings.length) lines.push(`Feelings they named: ${state.feelings.join(', ')}.`);
  if (last?.intents.has('help') || last?.exercise) {
    lines.push(
      `In their last message they ask for: ${last.exercise ?? requestedTopic(state, last) ?? 'help'}. Answer that first.`,
    );
  }
  // What the last message does, as the offline engine reads it: a model should answer that, as a person would.
  const does = last
    ? [
        last.intents.has('goodbye') && 'says goodbye: close warmly, with no new question',
        last.intents.has('thanks') && 'thanks you: take the thanks warmly',
        declinesOffer(state, last) && 'says no to what you offered: accept it, and offer nothing else now',
        last.intents.has('repeated') && 'says you repeated yourself: own it and apologise',
        last.intents.has('not-listening') && 'says you are not listening: own it and apologise',
        last.intents.has('just-listen') && 'asks you to just listen: say you will, and suggest nothing',
      ].filter((text): text is string => Boolean(text))
    : [];
  if (does.length) lines.push(`Their last message ${does.join('; ')}.`);
  const offered = [...state.offered].map(
    ([id, answer]) => `${id} (${answer === 'pending' ? 'no answer yet' : answer})`,
  );
  if (offered.length) lines.push(`Exercises you offered: ${offered.join(', ')}.`);
  const move = exerciseMove(state);
  if (move?.kind === 'step') {
    const context =
      move.start === 'next'
        ? `Exercise in progress: ${move.id}, step ${move.index} given.`
        : move.start === 'resume'
          ? `They want to go back to ${move.id}, set aside at step ${move.index + 1}.`
          : `They want to do ${move.id} now.`;
    lines.push(`${context} Give step ${move.index + 1} in these words, and nothing after it: "${move.text}"`);
  } else if (move?.kind === 'closing') {
    lines.push(`Exercise finished: ${move.id}, every step given. Close it with: "${move.text}"`);
  } else if (move?.kind === 'stop') {
    lines.push(`They want to stop ${move.id}: stop it without pushing, and ask what would help instead.`);
  } else if (move?.kind === 'aside') {
    lines.push(`They turned to something else in the middle of ${move.id}: set it aside, answer what they said.`);
  }
  if (state.done.length) lines.push(`Exercises done together: ${state.done.join(', ')}.`);
  if (state.listening) lines.push('They asked you to just listen: no suggestions.');
  if (state.questionsAsked.size)
    lines.push(
      `Questions you already asked (do not ask them again): ${[...state.questionsAsked].map((q) => `"${q}"`).join('; ')}.`,
    );
  return `Session notes:\n- ${lines.join('\n- ')}`;
}

export function systemPrompt(input: SystemPromptInput): string {
  return [
    identity,
    directivenessRules[input.directiveness],
    ageRules[input.ageGroup],
    memoryNotes(input.memory),
    input.messages ? sessionNotes(input) : '',
    input.safety ? safetyRules(input.safety) : '',
    input.askedIfHuman
      ? 'They just asked whether you are a human: answer first, plainly, that you are an AI, not a person.'
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** For the summary request at the end of a session. */
export const summaryInstructions =
  'Summarise this supportive coaching session in 2 to 4 short sentences, addressed to the person ("You talked about..."), for them to read later and for the coach to remember next time: the main topics, feelings, anything tried or planned. No diagnosis, no labels, no quotes of crisis details (just say if safety came up). Plain text only.';
