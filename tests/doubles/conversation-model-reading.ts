/**
 * How the conversation model double reads a message: plain patterns on folded text (lower case, no accents), in
 * English and Canadian French, enough for scripted people. Its own, on purpose: the double must not share the
 * kit's markers (tests/conversations), or it would pass the checks by construction.
 */
import type { ExerciseId, TopicId } from '../conversations/persona';
import type { Feeling } from './conversation-model-texts';

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’‘]/g, "'");
}

const frenchWords =
  /(^|[^\p{L}'])(je|j'|tu|t'|pas|c'est|ca|mon|ma|mes|est|et|le|la|les|des|une|pour|avec|chu|suis|ben|pis|faque|merci|bonjour|salut|allo|bon|bonne|oui|ouais|non|d'accord|correct|vas-y|essayons|essaie|moi|qu'est-ce|y'a|l'|d')(?![\p{L}])/gu;
const englishWords =
  /(^|[^\p{L}'])(i|you|the|my|is|and|to|it|so|not|just|can|ok|okay|yes|yeah|sure|thanks|bye|hi|hey|what|how|do|a|in|of|that|me)(?![\p{L}])/gu;

function frenchLead(text: string): number {
  const folded = fold(text);
  return (folded.match(frenchWords)?.length ?? 0) - (folded.match(englishWords)?.length ?? 0);
}

/** The last message decides when it is clear; a short "ok" goes with the conversation so far. */
export function isFrench(users: readonly string[]): boolean {
  const last = frenchLead(users.at(-1) ?? '');
  if (last !== 0) return last > 0;
  return users.reduce((sum, text) => sum + frenchLead(text), 0) > 0;
}

export const saysGoodbye = (text: string) =>
  /\b(bye|goodbye|good ?night|gotta go|got to go|have to go|heading (to|out|off)|going to bed|talk later|see (ya|you)|cya|peace|logging off|closing the laptop|back to the books|i'?m out|take care|bonne (nuit|soiree)|je dois y aller|a la prochaine|a bientot|retourne etudier)\b/.test(
    text,
  );

export const saysThanks = (text: string) =>
  /\b(thanks|thank you|thank u|thx|ty|tysm|merci|appreciate)\b/.test(text) && !/\bthanks (mom|dad)\b/.test(text);

export function complaint(text: string): 'repeated' | 'not-listening' | undefined {
  if (
    /\b(already (asked|said|told)|asked (me )?that (already|before)|said that already|same question|you keep (asking|saying)|deja demande|meme question|tu repetes)\b/.test(
      text,
    )
  ) {
    return 'repeated';
  }
  if (
    /\b(are you (even )?listening|not (really )?listening|listening or just|tu m'ecoutes|m'ecoutes-tu)\b/.test(text)
  ) {
    return 'not-listening';
  }
  return undefined;
}

export const declines = (text: string) =>
  /^(no|nah|nope|not (now|right now|today|tonight|really|rn)|maybe later|i'?d rather not|non|pas (maintenant|tout de suite|ce soir|vraiment))\b|\b(no breathing|not right now|rather not|pas pour l'instant)\b/.test(
    text.trim(),
  );

export const wantsJustListening = (text: string) =>
  /\b(just listen|just want to talk|just need someone to listen|don'?t want (a lecture|advice|a plan)|i don'?t need (advice|fixing)|let me talk|no advice|juste m'ecouter|pas de conseils?)\b/.test(
    text,
  );

export const asksForHelp = (text: string) =>
  /\b(tips?|advice|ideas?|what (can|should|do) i do|how (do|can|should) i|how do (people|you)|is there a way|help me|what helps|what do i say|what do people do|trucs?|conseils?|qu'est-ce que je (peux|pourrais) faire|comment (je peux|faire|on fait|gerer)|as-tu des)\b/.test(
    text,
  ) && !wantsJustListening(text);

export const greetsOnly = (text: string) =>
  /^(hi+|hello|hey+|yo|sup|allo|salut|bonjour|hey there|good (morning|afternoon|evening))( doro)?[\s!.?]*$/.test(
    text.trim(),
  );

const exerciseNames: Record<ExerciseId, RegExp> = {
  'box-breathing': /\bbox breathing|respiration carree/,
  'paced-breathing': /\b(slow|paced) breathing|respiration lente/,
  grounding: /\b5 4 3 2 1\b|5-4-3-2-1|\bgrounding|\bancrage/,
  'thought-record': /\bthought record|journal des pensees/,
  'worry-time': /\bworry time/,
  'self-compassion': /\bself-?compassion|autocompassion/,
  'sleep-wind-down': /\bwind-?down/,
  'small-step': /\bsmall step|petit pas/,
};

export function exerciseAskedFor(text: string): ExerciseId | undefined {
  return (Object.keys(exerciseNames) as ExerciseId[]).find((exercise) => exerciseNames[exercise].test(text));
}

/** Most specific first: "a panic attack before my exam" is about panic. */
const topics: Array<[TopicId, RegExp]> = [
  ['panic', /\bpanic|crise de panique|attaque de panique/],
  ['grief', /\b(died|passed away|funeral|grief|grieving|losing (a|my) (wife|husband|mom|dad)|deuil|decede)\b/],
  ['bullying', /\b(bull(y|ied|ying)|intimidation|rient de moi|making fun of me|picking on)\b/],
  ['breakup', /\b(broke up|breakup|break up|moved out|dumped|get over (him|her)|thinking about (him|her)|rupture)\b/],
  ['sleep', /\b(sleep\w*|asleep|insomnia|dormir|sommeil)\b/],
  ['exam-stress', /\b(exams?|finals|tests?|study\w*|examens?|etudier)\b/],
  ['parenting', /\b(parenting|twins|toddlers?|my kids|the kids|enfants)\b/],
  ['burnout', /\b(burn\w* ?out|burnout|exhausted|epuisement|epuise\w*|time off|cut back)\b/],
  ['anger', /\b(angry|anger|temper|mad|furious|colere|fache)\b/],
  ['conflict', /\b(fight|argu\w*|conflict|shouting|talk to (my|him|her)|say to (him|her)|chicane|dispute)\b/],
  ['worry', /\b(worr\w*|anxious|anxiety|what if|inquiet\w*)\b/],
  ['loneliness', /\b(lonely|alone|make friends|meet people|new (school|country)|no friends|seule?)\b/],
  ['low-mood', /\b(low|blah|flat|no energy|zero energy|down|sad|unmotivated|deprime|triste)\b/],
];

export function topicOf(text: string): TopicId | undefined {
  return topics.find(([, pattern]) => pattern.test(text))?.[0];
}

/** What a good coach offers first for each topic, then next. */
export const fittingExercises: Record<TopicId, readonly ExerciseId[]> = {
  sleep: ['sleep-wind-down', 'paced-breathing'],
  'exam-stress': ['paced-breathing', 'small-step'],
  worry: ['worry-time', 'grounding'],
  panic: ['box-breathing', 'grounding'],
  'low-mood': ['small-step', 'self-compassion'],
  loneliness: ['small-step', 'self-compassion'],
  conflict: ['thought-record', 'paced-breathing'],
  breakup: ['self-compassion', 'small-step'],
  grief: ['self-compassion', 'small-step'],
  anger: ['paced-breathing', 'thought-record'],
  burnout: ['small-step', 'self-compassion'],
  parenting: ['self-compassion', 'paced-breathing'],
  bullying: ['self-compassion', 'grounding'],
};

const feelings: Array<[Feeling, RegExp]> = [
  ['hopeful', /\b(better|calmer|lighter|helped|helps|doable|possible|hopeful|less \w+|mieux|realiste|moins \w+)\b/],
  [
    'angry',
    /\bmad\b(?! at me)|\b(angry|furious|pissed|yell\w*|snapp?ed|slamm?ed|shout\w*|temper|colere|fache|coche|chicane)\b/,
  ],
  ['sad', /\b(sad|cried|cry|miss|died|passed away|broke up|hurt|awful|triste|pleure|manque|blah|flat|low|down)\b/],
  [
    'lonely',
    /\b(alone|lonely|nobody|don'?t know anybody|dont know anybody|outsider|no friends|left out|without me|seule?)\b/,
  ],
  ['worried', /\b(worr\w*|scared|nervous|anxious|what if|panic|shaky|pounding|dizzy|inquiet\w*|capote|peur)\b/],
  [
    'tired',
    /\b(tired|exhausted|fumes|wired|no energy|zero energy|potato|burnt out|burned out|epuise\w*|fatigue\w*|plus de vie)\b/,
  ],
  ['stressed', /\b(exams?|finals|test|deadline|crunch|work|shifts?|too much|stress\w*|examens?|travail|corrige)\b/],
];

export function feelingOf(text: string): Feeling {
  return feelings.find(([, pattern]) => pattern.test(text))?.[0] ?? 'neutral';
}
