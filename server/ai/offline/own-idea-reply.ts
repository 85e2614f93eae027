/**
 * Doro's answer to the person's own ideas (own-ideas.ts): a plan of theirs taken up and made concrete, a yes right
 * after it going on with it, how to say it once they plan to talk to someone, and someone else's advice asked about.
 * compose.ts asks it before anything else of ordinary listening; `question` is its fallback question.
 */
import {
  draftReplies,
  firstSentenceQuestions,
  othersAdviceReplies,
  planCommitReplies,
  planQuestions,
  planReplies,
  planWorryReplies,
  talkShapes,
  thanksReplies,
} from './catalogue';
import { asksWhen, draftCue, howToTalkCue, planWorryCue, timeSaid, whatToSayCue } from './own-ideas';
import { personPhrase, reflection } from './reflection';
import { first, firstFilled, fresh, say } from './saying';
import { sentenceKey, type DialogueState } from './state';
import { plain, type Reading } from './understand';

const join = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ');

/** The next question that makes the person's own idea concrete, else an ordinary one. */
function planQuestion(state: DialogueState, question: () => string | undefined): string | undefined {
  // "When?" is not asked once the person said when ("tonight", "on Monday").
  const whenSaid = state.readings.slice(-6).some((reading) => timeSaid.test(plain(reading.text)));
  const unasked = fresh(state, planQuestions[state.language][state.ageGroup]).filter(
    (text) => !state.questionsAsked.has(sentenceKey(text)) && !(whenSaid && asksWhen.test(text)),
  );
  return say(state, unasked[0]) ?? question();
}

/**
 * The person's own idea (own-ideas.ts) taken up and made concrete; a yes right after it goes on with it; someone
 * else's advice asked about. Undefined when the message is none of these.
 */
export function ownIdeaReply(
  state: DialogueState,
  reading: Reading,
  question: () => string | undefined,
): string | undefined {
  const planned = state.readings.slice(0, -1).some((earlier) => earlier.intents.has('plan'));
  // How to say it: once a plan to talk is on the table, or when the person does not know how to talk to someone.
  const text = plain(reading.text);
  if ((planned && whatToSayCue.test(text)) || howToTalkCue.test(text)) {
    const ask = first(state, firstSentenceQuestions);
    return join(say(state, first(state, talkShapes)), say(state, ask) ?? planQuestion(state, question));
  }
  if (planned && draftCue.test(plain(reading.text)))
    return join(say(state, first(state, draftReplies)), planQuestion(state, question));
  if (reading.intents.has('help')) return undefined;
  const feeling = reading.feelings.length > 0 ? reflection(state, reading) : undefined;
  if (reading.intents.has('others-advice')) {
    const person = reading.people[0];
    const who = person ? personPhrase(state, person) : state.language === 'en' ? 'someone' : 'quelqu’un';
    return join(
      feeling,
      say(state, firstFilled(state, othersAdviceReplies[state.language][state.ageGroup], { person: who })),
    );
  }
  if (reading.intents.has('plan')) {
    const worry = planWorryCue.test(plain(reading.text)) ? first(state, planWorryReplies) : undefined;
    return join(
      worry ? undefined : feeling,
      say(state, worry ?? first(state, planReplies)),
      planQuestion(state, question),
    );
  }
  // The worry said right after the plan ("but what if she doesn't answer").
  const justPlanned = state.readings.slice(-3, -1).some((earlier) => earlier.intents.has('plan'));
  if (justPlanned && planWorryCue.test(plain(reading.text)))
    return join(say(state, first(state, planWorryReplies)), planQuestion(state, question));
  // A yes or thanks right after the plan, or after how to say it or a first sentence drafted: going on with it.
  const onPlan = state.readings
    .slice(-4, -1)
    .some((earlier) => earlier.intents.has('plan') || (planned && draftCue.test(plain(earlier.text))));
  const agrees = (reading.intents.has('yes') || reading.intents.has('thanks')) && !reading.intents.has('no');
  if (agrees && onPlan && reading.wordCount <= 6) {
    const lead = reading.intents.has('thanks') ? first(state, thanksReplies) : first(state, planCommitReplies);
    return join(say(state, lead), planQuestion(state, question));
  }
  return undefined;
}
