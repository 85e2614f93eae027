/**
 * What Doro says to the person's own idea of what to do ("maybe I should talk to him on Monday"): it is taken up,
 * never passed over for a question of Doro's own, then made concrete one question at a time; a yes to it
 * ("ok, let's try it") goes on with it; advice someone else gave is asked about, not taken as the person's own.
 */
import { same, type Voices } from './voices';

export const planReplies: Voices = same(
  [
    'That sounds like a real step, and it came from you.',
    'That idea makes sense to me.',
    "That's a concrete idea, and those are the ones that tend to happen.",
    'It sounds like part of you already knows what might help.',
  ],
  [
    'Ça ressemble à un vrai pas, et ça vient de toi.',
    'Cette idée-là a du sens pour moi.',
    'C’est une idée concrète, et ce sont celles qui ont des chances d’arriver.',
  ],
  [
    'Ça ressemble à un vrai pas, et ça vient de vous.',
    'Cette idée-là a du sens pour moi.',
    'C’est une idée concrète, et ce sont celles qui ont des chances d’arriver.',
  ],
);

/** Making the idea concrete: what first, when, what might get in the way, how it would feel done. */
export const planQuestions: Voices = same(
  [
    'What would be the first thing you say or do?',
    'When would be a good moment for it?',
    'What might get in the way, and what could you do about that?',
    'How would you like it to go, at best?',
    'What would make it a little easier to start?',
  ],
  [
    'Quelle serait la première chose que tu dirais ou ferais?',
    'Quel serait un bon moment pour le faire?',
    'Qu’est-ce qui pourrait te bloquer, et qu’est-ce que tu pourrais faire pour ça?',
    'Comment tu aimerais que ça se passe, au mieux?',
  ],
  [
    'Quelle serait la première chose que vous diriez ou feriez?',
    'Quel serait un bon moment pour le faire?',
    'Qu’est-ce qui pourrait vous bloquer, et qu’est-ce que vous pourriez faire pour ça?',
    'Comment aimeriez-vous que ça se passe, au mieux?',
  ],
);

/** A yes to the person's own idea: going on with it. */
export const planCommitReplies: Voices = same(
  ["Good, let's make it concrete together.", "Great. Let's shape it a little so it's easier to do."],
  ['Super, on va le rendre concret ensemble.', 'Bien. On va le préciser un peu pour que ce soit plus facile.'],
  ['Très bien, rendons-le concret ensemble.', 'Bien. Précisons-le un peu pour que ce soit plus facile.'],
);

/** Someone else's advice ("my girlfriend says I should quit"): {person} is "your girlfriend" or "someone". */
export const othersAdviceReplies: Voices = same(
  [
    'So {person} has a view on what you should do. How does that idea sit with you?',
    'That is what {person} thinks. What do you think, yourself?',
  ],
  [
    'Donc {person} a son idée sur ce que tu devrais faire. Comment tu te sens face à cette idée-là?',
    'Ça, c’est ce que {person} pense. Et toi, qu’est-ce que tu en penses?',
  ],
  [
    'Donc {person} a son idée sur ce que vous devriez faire. Comment vous sentez-vous face à cette idée?',
    'Ça, c’est ce que {person} pense. Et vous, qu’en pensez-vous?',
  ],
);

/** How to say it: a simple shape for a hard conversation, never the words themselves. */
export const talkShapes: Voices = same(
  [
    "One simple shape for a hard talk: what's been happening, how it's affecting you, and one thing you'd like to ask for. Writing the first sentence down beforehand can make starting easier.",
    'It can help to open with the facts, then say what you need, in one or two sentences. You can also say up front that it is hard for you to bring up.',
  ],
  [
    'Une forme simple pour une conversation difficile : ce qui se passe, comment ça t’affecte, et une chose que tu aimerais demander. Écrire la première phrase d’avance peut aider à commencer.',
  ],
  [
    'Une forme simple pour une conversation difficile : ce qui se passe, comment cela vous affecte, et une chose que vous aimeriez demander. Écrire la première phrase d’avance peut aider à commencer.',
  ],
);

/** After the shape: the person's own first sentence. */
export const firstSentenceQuestions: Voices = same(
  ['How might your first sentence go?', 'What would you want them to understand most?'],
  ['Ta première phrase, elle pourrait ressembler à quoi?'],
  ['À quoi pourrait ressembler votre première phrase?'],
);

/** The person's own first sentence: what works in it, never a rewrite of their words. */
export const draftReplies: Voices = same(
  [
    'That sounds clear and honest: it says what is happening and asks for something specific.',
    'That works. It is direct without blaming anyone, and it asks for help with a real choice.',
  ],
  ['Ça sonne clair et honnête : ça dit ce qui se passe et ça demande quelque chose de précis.'],
  ['Ça sonne clair et honnête : cela dit ce qui se passe et demande quelque chose de précis.'],
);

/** The plan said with a worry about how it will be met: the worry is named before the plan goes on. */
export const planWorryReplies: Voices = same(
  [
    "That worry makes sense. You can't control how they answer, only what you say, and an honest message still counts whatever comes back.",
    'It makes sense to worry about how it lands. Even if the answer is slow or not what you hoped, reaching out says something true about you.',
  ],
  [
    'C’est normal de t’inquiéter de ça. Tu ne contrôles pas sa réponse, seulement ce que tu dis, et un message honnête compte quand même.',
  ],
  [
    'C’est normal de vous inquiéter de ça. Vous ne contrôlez pas sa réponse, seulement ce que vous dites, et un message honnête compte quand même.',
  ],
);
