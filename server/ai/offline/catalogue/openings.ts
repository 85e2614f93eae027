/**
 * How a conversation opens and closes: greetings (with or without what Doro remembers), replies to a hello,
 * and goodbyes.
 */
import type { AgeGroup } from '../../provider';
import type { Language } from '../language';
import { same, type Voices } from './voices';

export const greetings: Voices = {
  en: {
    teen: [
      "Hi, I'm Doro, an AI coach. I'm glad you're here. What's on your mind today?",
      "Hey, I'm Doro, an AI coach. This is your space to talk. How are you doing today?",
    ],
    adult: [
      "Hello, I'm Doro, an AI coach. I'm glad you're here. What would you like to talk about today?",
      "Hi, I'm Doro, an AI coach. Take your time. How are things with you today?",
    ],
  },
  fr: {
    teen: [
      'Salut, moi c’est Doro, un coach IA. Je suis là pour toi. Qu’est-ce qui se passe pour toi aujourd’hui?',
      'Allo, je suis Doro, un coach IA. Ici, c’est ton espace pour parler. Comment ça va aujourd’hui?',
    ],
    adult: [
      'Bonjour, je suis Doro, un coach IA. Je suis là pour vous écouter. De quoi aimeriez-vous parler aujourd’hui?',
      'Bonjour, ici Doro, un coach IA. Prenez votre temps. Comment allez-vous aujourd’hui?',
    ],
  },
};

/** Welcome back, with what Doro remembers in its own words: `{themes}` is filled in. */
export const rememberingGreetings: Voices = {
  en: {
    teen: [
      "Hi again, it's Doro. Last time we talked about {themes}. How are things with that now, or is something else on your mind?",
    ],
    adult: [
      "Welcome back, it's Doro. Last time we talked about {themes}. How are things with that now, or is there something else on your mind today?",
    ],
  },
  fr: {
    teen: [
      'Re-bonjour, c’est Doro. La dernière fois, on a abordé {themes}. Comment ça va de ce côté-là, ou il y a autre chose qui te préoccupe?',
    ],
    adult: [
      'Bon retour, c’est Doro. La dernière fois, nous avons abordé {themes}. Comment ça va de ce côté, ou y a-t-il autre chose aujourd’hui?',
    ],
  },
};

/** A hello in reply to the opening: the opening already asked, so these hand the turn back without asking again. */
export const greetingReplies: Voices = same(
  [
    "Hey! I'm here. Tell me whatever's going on, big or small.",
    "Hi! I'm here. Take your time, and tell me what's going on when you're ready.",
  ],
  [
    'Salut! Je suis là. Dis-moi ce qui se passe, petit ou gros.',
    'Allo! Prends ton temps, je t’écoute. Dis-moi ce qui se passe quand tu veux.',
  ],
  [
    'Bonjour! Je suis là. Dites-moi ce qui se passe, petit ou grand.',
    'Bonjour! Prenez votre temps, je vous écoute. Dites-moi ce qui vous préoccupe.',
  ],
);

/** A hello that says a question is coming. */
export const askAwayReplies: Voices = same(
  ['Hi! Of course, go ahead and ask.'],
  ['Salut! Bien sûr, vas-y, pose ta question.'],
  ['Bonjour! Bien sûr, allez-y, posez votre question.'],
);

/** Goodbye: a warm close, what was tried, and where help is; never a new question. */
export const goodbyes: Record<Language, Record<AgeGroup, string>> = {
  en: {
    teen: 'Thanks for talking with me today.{tried} Take care of yourself{name}. If things get hard, you can call or text 988, or Kids Help Phone at 1-800-668-6868 (text 686868).',
    adult:
      'Thank you for talking with me today.{tried} Take care of yourself{name}. If things get hard, you can call or text 988 any time.',
  },
  fr: {
    teen: 'Merci d’avoir jasé avec moi aujourd’hui.{tried} Prends soin de toi{name}. Si ça devient dur, tu peux appeler ou texter le 988, ou Jeunesse, J’écoute au 1-800-668-6868.',
    adult:
      'Merci d’avoir parlé avec moi aujourd’hui.{tried} Prenez soin de vous{name}. Si cela devient difficile, vous pouvez appeler ou texter le 988 en tout temps.',
  },
};

export const triedTogether: Record<Language, string> = {
  en: ' We tried {exercise} together, and you can come back to it any time.',
  fr: ' On a essayé {exercise} ensemble, et tu peux y revenir quand tu veux.',
};

/** The person gave their name: `{name}`. */
export const nameGreetings: Record<Language, string> = {
  en: 'Nice to meet you, {name}.',
  fr: 'Enchanté, {name}.',
};
