/**
 * The reply when the safety layer found a crisis in the message being answered. It does what crisis guidance asks
 * of a first responder who is not a clinician: stay warm, ask directly and without judgement about the risk, point
 * to people who can help now (imminent danger: 911 first), and be honest that Doro is an AI that cannot call anyone.
 * The remote provider uses this reply as it is for imminent danger; for lower levels it gets the same instructions
 * in its system prompt.
 */
import type { CrisisCategory } from '../../../src/contract/chat-socket';
import type { AgeGroup, SafetyFocus } from '../provider';
import { pick } from './variation';

const openings = [
  "I'm really glad you told me. What you're carrying sounds very heavy, and you don't have to hold it alone.",
  'Thank you for trusting me with this. It took courage to say, and I want to stay with you in it.',
  "I hear how much pain you're in right now, and I'm glad you reached out.",
] as const;

/** The direct, caring question that confirms the risk, by what the classifier saw. */
function confirmingQuestion(categories: readonly CrisisCategory[]): string {
  if (categories.includes('imminent-danger')) return 'Are you safe right now, where you are?';
  if (categories.includes('suicide')) return 'Can I ask you directly: are you thinking about ending your life?';
  if (categories.includes('self-harm')) return 'Can I ask you directly: are you thinking about hurting yourself?';
  if (categories.includes('harm-to-others')) return 'Can I ask you directly: are you thinking about hurting someone?';
  if (categories.includes('abuse'))
    return 'Are you safe where you are right now, and is the person who hurt you near you?';
  return 'Can I ask you directly: are you thinking about hurting yourself or ending your life?';
}

function helplines(ageGroup: AgeGroup): string {
  const kids = 'Kids Help Phone: call 1-800-668-6868 or text 686868';
  const line = 'call or text 988 (the Suicide Crisis Helpline, any time, free)';
  return ageGroup === 'teen'
    ? `Please reach out to a person who can help right now: ${line}, or ${kids}. A trusted adult, like a parent, a teacher or a school counsellor, can help too.`
    : `Please reach out to a person who can help right now: ${line}. Outside Canada and the US, findahelpline.com lists services near you.`;
}

const honesty = [
  "I'm an AI coach, not a crisis counsellor, and I can't call anyone for you, but I'm here with you while you reach out.",
  "I'm an AI, so I can't contact help for you; the people at these numbers are trained for exactly this moment.",
] as const;

export function safetyReply(
  safety: SafetyFocus,
  ageGroup: AgeGroup,
  seed: string,
  said: readonly string[] = [],
): string {
  const opening = pick(openings, seed, said);
  const question = confirmingQuestion(safety.categories);
  const honest = pick(honesty, `${seed}:honesty`, said);
  if (safety.level === 'imminent') {
    // Emergency numbers before anything else: every second of reading counts.
    return [
      'If you are in danger right now, please call 911 (or your local emergency number) now.',
      ageGroup === 'teen'
        ? 'You can also call or text 988, or call Kids Help Phone at 1-800-668-6868 (text 686868).'
        : 'You can also call or text 988 to talk to someone trained to help, right now.',
      opening,
      'If you can, move away from anything you could use to hurt yourself, and go to where other people are.',
      honest,
      question,
    ].join(' ');
  }
  if (safety.categories.includes('abuse') && !safety.categories.includes('suicide')) {
    return [
      opening,
      'What is happening to you is not your fault, and you deserve to be safe.',
      question,
      'If you are in danger, call 911.',
      helplines(ageGroup),
      honest,
    ].join(' ');
  }
  if (safety.categories.includes('harm-to-others') && !safety.categories.includes('suicide')) {
    return [
      "It sounds like things feel really intense right now, and I'm glad you said it out loud instead of acting on it.",
      question,
      'If anyone is in danger right now, call 911.',
      'Talking to someone trained can help with feelings this strong: call or text 988.',
      ageGroup === 'teen' ? 'Kids Help Phone is there too: 1-800-668-6868, or text 686868.' : '',
      honest,
    ]
      .filter(Boolean)
      .join(' ');
  }
  return [
    opening,
    question,
    helplines(ageGroup),
    'If you are in immediate danger, call 911.',
    honest,
    'Would you be willing to contact one of them now, while we keep talking?',
  ].join(' ');
}

/** After a crisis earlier in the session: a short, caring check-in added to ordinary replies. */
export function safetyCheckIn(seed: string, said: readonly string[] = []): string {
  return pick(
    [
      'And how are you doing with your safety right now? 988 (call or text) is there any time.',
      'Before we go on: are you feeling safe at the moment? You can call or text 988 whenever you need a person.',
      "I also want to check in: how safe do you feel right now? If that changes, 988 is there, and 911 if you're in danger.",
    ],
    seed,
    said,
  );
}

/** The questions of the safety reply that ask about danger to the person's own life or safety. */
const lifeQuestions = [
  'are you thinking about ending your life?',
  'are you thinking about hurting yourself?',
  'are you thinking about hurting yourself or ending your life?',
  'Are you safe right now, where you are?',
] as const;

/** How the person answered the safety reply's direct question, if the last reply asked one. */
export type SafetyAnswer = 'yes' | 'unsure' | 'no';

const unsureWords =
  /^(?:(?:i )?(?:don'?t|dont|do not) know|idk|dunno|maybe|kind of|kinda|sort of|sometimes|a little|i guess|not sure|i'?m not sure|possibly|probably|je sais pas|peut-etre|un peu)\b/;
const yesWords = /^(?:yes|yeah|yea|yep|yup|ya|y|i am|i think so|honestly yes|kind of yes|oui|ouais)\b/;
const noWords = /^(?:no|nope|nah|not really|i'?m not|im not|non|pas vraiment)\b/;

/**
 * The person's answer to the safety reply's own question (did the last reply ask about their life or safety, and do
 * they say yes, not sure, or no?); undefined when the last reply asked nothing of the kind or the answer is neither.
 */
export function safetyAnswer(lastReply: string | undefined, message: string): SafetyAnswer | undefined {
  if (!lastReply || !lifeQuestions.some((question) => lastReply.includes(question))) return undefined;
  const plainMessage = message.toLowerCase().replace(/[’‘]/g, "'").trim();
  const asksSafety = lastReply.includes('Are you safe right now');
  // "Are you safe?" turns the answer around: "no" is the danger.
  if (unsureWords.test(plainMessage)) return 'unsure';
  if (yesWords.test(plainMessage)) return asksSafety ? 'no' : 'yes';
  if (noWords.test(plainMessage)) return asksSafety ? 'yes' : 'no';
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
): string {
  if (answer === 'no') {
    return pick(
      [
        "I'm relieved to hear that, and thank you for answering me honestly. If those thoughts come, or get stronger, 988 (call or text) is there any time, and 911 if you're in danger. What feels hardest right now?",
        "Thank you for telling me; I'm glad. If that changes, please reach out to 988 (call or text) or 911 in an emergency. Would you like to tell me more about what's been going on?",
      ],
      seed,
      said,
    );
  }
  const heard =
    answer === 'yes'
      ? pick(
          [
            "Thank you for telling me. That took courage, and I'm taking it seriously.",
            "I'm really glad you told me the truth. You matter, and you deserve support right now.",
          ],
          seed,
          said,
        )
      : pick(
          [
            'Not being sure is okay, and thank you for being honest. Thoughts like these are worth talking through with a person who is trained for them, even when they are not clear.',
            "It's okay not to know. When thoughts of not being safe are around at all, it helps to talk to someone trained, right now.",
          ],
          seed,
          said,
        );
  return [
    heard,
    helplines(ageGroup),
    'If you might act on these thoughts, or you are in danger, call 911 now.',
    'While you reach out, stay near other people if you can, and put away anything you could use to hurt yourself.',
    'Would you be willing to call or text 988 now? I can stay here with you while you do.',
  ].join(' ');
}
