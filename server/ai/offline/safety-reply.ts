/**
 * The reply when the safety layer found a crisis in the message being answered. It does what crisis guidance asks
 * of a first responder who is not a clinician: stay warm, ask directly and without judgement about the risk, point
 * to people who can help now (imminent danger: 911 first), and be honest that Doro is an AI that cannot call anyone.
 * The remote provider uses this reply as it is for imminent danger; for lower levels it gets the same instructions
 * in its system prompt.
 */
import type { CrisisCategory } from '../../../src/contract/chat-socket';
import type { AgeGroup, SafetyFocus } from '../provider';
import type { Language } from './language';
import { lifeQuestions, reachOutQuestions, safeNowQuestions, safetyWords, type SafetyWords } from './safety-words';
import { plain } from './understand';
import { pick } from './variation';

const towardOthers = (categories: readonly CrisisCategory[]) =>
  categories.includes('harm-to-others') && !categories.includes('suicide');

/** The direct, caring question that confirms the risk, by what the classifier saw. */
function confirmingQuestion(words: SafetyWords, categories: readonly CrisisCategory[]): string {
  // Imminent danger to someone else, not to the person: asked about that, not "are you safe?".
  if (categories.includes('imminent-danger'))
    return towardOthers(categories) ? words.questions.harmOthers : words.questions.imminent;
  if (categories.includes('suicide')) return words.questions.suicide;
  if (categories.includes('self-harm')) return words.questions.selfHarm;
  if (categories.includes('harm-to-others')) return words.questions.harmOthers;
  if (categories.includes('abuse')) return words.questions.abuse;
  return words.questions.general;
}

/** `language`: the conversation's (language.ts), so a person writing in French is answered in French. */
export function safetyReply(
  safety: SafetyFocus,
  ageGroup: AgeGroup,
  seed: string,
  said: readonly string[] = [],
  language: Language = 'en',
): string {
  const words = safetyWords(language, ageGroup);
  const opening = pick(words.openings, seed, said);
  const question = confirmingQuestion(words, safety.categories);
  const honest = pick(words.honesty, `${seed}:honesty`, said);
  if (safety.level === 'imminent' && towardOthers(safety.categories)) {
    // Someone else in danger now: 911 first, then distance from the person and the weapon; never "hurt yourself".
    return [words.anyoneInDanger911, words.harmIntro, words.distanceFromOthers, words.harmTalk, honest, question].join(
      ' ',
    );
  }
  if (safety.level === 'imminent') {
    // Emergency numbers before anything else: every second of reading counts.
    return [words.call911Now, words.alsoCall, opening, words.moveAway, honest, question].join(' ');
  }
  if (safety.categories.includes('abuse') && !safety.categories.includes('suicide')) {
    return [opening, words.notYourFault, words.inDanger911, words.helplines, honest, question].join(' ');
  }
  if (towardOthers(safety.categories)) {
    return [words.harmIntro, words.anyoneInDanger911, words.harmTalk, words.harmKids, honest, question]
      .filter(Boolean)
      .join(' ');
  }
  // One question, and it comes last: a "no" can only answer it (a second question, "would you contact them?", made a
  // "no" read as "not thinking about it"). Asking to reach out comes with the answer (safetyAnswerReply).
  return [opening, words.helplines, words.immediate911, honest, question].join(' ');
}

/** After a crisis earlier in the session: a short, caring check-in added to ordinary replies. */
export function safetyCheckIn(
  seed: string,
  said: readonly string[] = [],
  language: Language = 'en',
  ageGroup: AgeGroup = 'adult',
): string {
  return pick(safetyWords(language, ageGroup).checkIns, seed, said);
}

/** How the person answered the safety reply's direct question, if the last reply asked one. */
export type SafetyAnswer = 'yes' | 'unsure' | 'no';

const unsureWords =
  /^(?:(?:i )?(?:don'?t|dont|do not) know|idk|dunno|maybe|kind of|kinda|sort of|sometimes|a little|i guess|not sure|i'?m not sure|possibly|probably|je sais pas|j'?sais pas|chais pas|peut-etre|un peu|(?:je suis |chu |j'?suis )?pas (?:sur|certain)e?|des fois|genre)(?=[\s.,!?…]*$|[\s.,!?…]+(?:so|maybe|sometimes|kinda|kind of|honestly|tbh|really|not|no|yes|yeah|idk|i guess|i think|i don'?t know|what i'?m (?:thinking|feeling)|peut-etre|des fois|je sais pas|oui|non|ouin)\b)/;
const yesWords = /^(?:yes|yeah|yea|yep|yup|ya|y|i am|i think so|honestly yes|kind of yes|oui|ouais|ouin|en effet)\b/;
const noWords = /^(?:no|nope|nah|not really|i'?m not|im not|non|pas vraiment|nan)\b/;

/**
 * The person's answer to the safety reply's own question (did the last reply ask about their life or safety, and do
 * they say yes, not sure, or no?); undefined when the last reply asked nothing of the kind or the answer is neither.
 */
export function safetyAnswer(lastReply: string | undefined, message: string): SafetyAnswer | undefined {
  if (!lastReply || !lifeQuestions.some((question) => lastReply.includes(question))) return undefined;
  const plainMessage = plain(message);
  const asksSafety = safeNowQuestions.some((question) => lastReply.includes(question));
  // "Are you safe?" turns the answer around: "no" is the danger.
  if (unsureWords.test(plainMessage)) return 'unsure';
  if (yesWords.test(plainMessage)) return asksSafety ? 'no' : 'yes';
  if (noWords.test(plainMessage)) {
    // "no but I've thought about it": not a no.
    if (/\b(?:but|mais|except|sauf)\b/.test(plainMessage)) return 'unsure';
    return asksSafety ? 'yes' : 'no';
  }
  return undefined;
}

/**
 * The reply to that answer: a yes or a not-sure keeps the conversation on safety (people to reach now, what to do
 * meanwhile), never a coaching question; a no is met with relief and the door kept open.
 */
export function safetyAnswerReply(
  answer: SafetyAnswer,
  ageGroup: AgeGroup,
  seed: string,
  said: readonly string[] = [],
  language: Language = 'en',
): string {
  const words = safetyWords(language, ageGroup);
  if (answer === 'no') return pick(words.answerNo, seed, said);
  const heard = pick(answer === 'yes' ? words.answerYes : words.answerUnsure, seed, said);
  return [heard, words.helplines, words.mightAct911, words.meanwhile, words.willing988].join(' ');
}

/** Reaching out now, said by the person: "ok i'll text them", "calling 988", "je vais texter au 988". */
const helpTarget =
  '(?:988|911|them|her|him|the (?:crisis )?line|a (?:crisis )?line|the hotline|kids help phone|tel-jeunes|someone|somebody|a friend|my (?:mom|mum|dad|mother|father|parents|sister|brother|friend|best friend|partner|wife|husband|girlfriend|boyfriend|gf|bf|counsel+or|therapist|doctor|aunt|uncle|grandma|grandpa|teacher|coach)|a counsel+or|the counsel+or|a doctor|a nurse)';
const reachingOut = new RegExp(
  `\\b(?:i'?ll|i will|i'?m going to|im going to|gonna|i'?m gonna|going to|will) (?:try (?:to |and )?)?(?:text|call|phone|message|contact|reach out to|talk to|go to) ${helpTarget}\\b(?!.*\\b(?:later|tomorrow|next week|someday|eventually)\\b)|\\b(?:texting|calling|messaging) ${helpTarget}\\b|\\bje vais (?:les |l'|lui )?(?:texter|appeler|contacter|ecrire)(?: (?:au|le|a) (?:988|911|tel-jeunes|jeunesse|ma |mon ))?|\\bj'?(?:texte|appelle) (?:le |au )?(?:988|911|tel-jeunes|jeunesse|ma |mon )`,
);
const notNow =
  /^(?:(?:no|nope|nah|not (?:now|really|yet|right now)|i can'?t|i don'?t want to|i dont want to|i'?d rather not|non|pas (?:maintenant|tout de suite|envie)|je peux pas|j'?peux pas|chu pas capable)\b)/;

/** How the person answered "Would you be willing to call or text 988 now?", or said they will reach out. */
export function reachOutAnswer(lastReply: string | undefined, message: string): 'yes' | 'no' | undefined {
  const plainMessage = plain(message);
  if (reachingOut.test(plainMessage)) return 'yes';
  const asked = lastReply !== undefined && reachOutQuestions.some((question) => lastReply.includes(question));
  if (!asked) return undefined;
  if (notNow.test(plainMessage)) return 'no';
  if (/^(?:yes|yeah|yep|ok(?:ay)?|sure|i will|i'?ll try|oui|ouais|ok je vais|d'accord)\b/.test(plainMessage))
    return 'yes';
  return undefined;
}

export function reachOutReply(
  answer: 'yes' | 'no',
  ageGroup: AgeGroup,
  seed: string,
  said: readonly string[] = [],
  language: Language = 'en',
): string {
  const words = safetyWords(language, ageGroup);
  return pick(answer === 'yes' ? words.reachOutYes : words.reachOutNo, seed, said);
}

const saysSafe =
  /\b(?:i'?m|i am|im|i feel|feeling|i'?m feeling) (?:(?:really|totally|completely|actually|honestly) )?(?:safe|ok(?:ay)?|fine|alright)\b|\bnot (?:thinking about|going to) (?:it|that|hurting myself|killing myself)\b|\bje suis (?:en securite|correct|correcte|ok)\b|\bchu (?:correct|correcte|ok|en securite)\b/;

/**
 * Whether the person said they are safe after the safety reply's last question: a "no" to "are you thinking about
 * ending your life?", "I'm safe", "I'm okay". Then the check-ins stop asking again.
 */
export function saidSafeSince(turns: readonly { role: 'user' | 'doro'; text: string }[]): boolean {
  let asked = -1;
  turns.forEach((turn, index) => {
    if (turn.role === 'doro' && lifeQuestions.some((question) => turn.text.includes(question))) asked = index;
  });
  if (asked < 0) return false;
  return turns.slice(asked + 1).some((turn, offset) => {
    if (turn.role !== 'user') return false;
    const before = turns[asked + offset]?.text;
    return saysSafe.test(plain(turn.text)) || safetyAnswer(before, turn.text) === 'no';
  });
}
