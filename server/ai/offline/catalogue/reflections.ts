/**
 * What was understood, said back: feelings, events, what it is about (a topic, an exercise), and the
 * acknowledgements and reassurance that go with them. Built from what was understood, never from the person's words.
 */
import type { Language } from '../language';
import type { EventKind, Feeling } from '../understand';
import { same, type Voices } from './voices';

/** How a feeling is named back: "anxious", "really down". */
export const feelingWords: Record<Language, Record<Feeling, string>> = {
  en: {
    anxious: 'anxious',
    sad: 'really down',
    angry: 'angry',
    lonely: 'lonely',
    overwhelmed: 'overwhelmed',
    ashamed: 'weighed down by guilt or shame',
    tired: 'worn out',
    hurt: 'hurt',
    numb: 'kind of empty',
    hopeful: 'a bit more hopeful',
    stuck: 'stuck',
  },
  fr: {
    anxious: 'anxieux ou anxieuse',
    sad: 'triste',
    angry: 'en colère',
    lonely: 'seul ou seule',
    overwhelmed: 'débordé ou débordée',
    ashamed: 'écrasé ou écrasée par la culpabilité',
    tired: 'épuisé ou épuisée',
    hurt: 'blessé ou blessée',
    numb: 'un peu vide',
    hopeful: 'un peu plus d’espoir',
    stuck: 'bloqué ou bloquée',
  },
};

/** An event named back, as a sentence that acknowledges the hurt in it. `{person}` is "your best friend". */
export const eventLines: Record<Language, Record<EventKind, readonly string[]>> = {
  en: {
    fight: [
      'A falling-out with {person} can really hurt.',
      'When things go wrong with {person}, it can sting for a long time.',
    ],
    breakup: [
      'Breakups hurt, even when part of you saw it coming.',
      'The end of a relationship can leave a real ache.',
    ],
    move: [
      'Moving somewhere new is a big change, and it can feel lonely at first.',
      'Starting over in a new place takes a lot out of anyone.',
    ],
    exams: ['Exams can put a lot of pressure on you.', 'That much studying and waiting for results is a lot to carry.'],
    'job-loss': [
      'Losing a job is a hard blow, practically and personally.',
      'Being let go can shake your confidence and your plans.',
    ],
    loss: [
      'Losing someone you love is one of the hardest things there is.',
      'Grief like that can touch every part of the day.',
    ],
    divorce: ['A divorce changes so much at once.', 'A family splitting up is a lot to go through.'],
    bullying: [
      'Being treated like that is not okay, and it is not your fault.',
      'Nobody deserves to be picked on like that.',
    ],
    'new-baby': [
      'A new baby turns everything upside down, even when it is wanted.',
      'Those early weeks with a baby can be exhausting.',
    ],
  },
  fr: {
    fight: [
      'Une chicane avec {person}, ça peut vraiment faire mal.',
      'Quand ça va mal avec {person}, ça peut rester sur le cœur longtemps.',
    ],
    breakup: [
      'Une rupture, ça fait mal, même quand on la voyait venir.',
      'La fin d’une relation peut laisser un vrai vide.',
    ],
    move: [
      'Déménager, c’est un gros changement, et on peut se sentir seul au début.',
      'Recommencer ailleurs demande beaucoup d’énergie.',
    ],
    exams: ['Les examens, ça met beaucoup de pression.', 'Étudier autant et attendre les résultats, c’est lourd.'],
    'job-loss': ['Perdre son emploi, c’est un dur coup.', 'Être mis à pied peut ébranler la confiance et les projets.'],
    loss: [
      'Perdre quelqu’un qu’on aime, c’est une des choses les plus difficiles.',
      'Un deuil comme ça touche chaque moment de la journée.',
    ],
    divorce: ['Un divorce change tellement de choses d’un coup.', 'Une famille qui se sépare, c’est beaucoup à vivre.'],
    bullying: [
      'Se faire traiter comme ça, ce n’est pas correct, et ce n’est pas de ta faute.',
      'Personne ne mérite d’être intimidé comme ça.',
    ],
    'new-baby': [
      'Un nouveau bébé, ça chamboule tout, même quand on le voulait.',
      'Les premières semaines avec un bébé sont épuisantes.',
    ],
  },
};

/** A feeling alone, reflected: `{feeling}` is filled in. */
export const feelingReflections: Voices = same(
  [
    "It sounds like you're feeling {feeling}.",
    'Feeling {feeling} like that is hard.',
    "That's a lot to feel. It sounds like you're {feeling} right now.",
  ],
  ['On dirait que tu te sens {feeling}.', 'Se sentir {feeling} comme ça, c’est difficile.'],
  ['On dirait que vous vous sentez {feeling}.', 'Se sentir {feeling} comme ça, c’est difficile.'],
);

/** Something feels a little better: glad for it, never "that is hard". */
export const hopefulReflections: Voices = same(
  ["That's good to hear.", "I'm glad something feels a little lighter.", 'It sounds like things eased a bit.'],
  ['Ça fait du bien à entendre.', 'Je suis content que quelque chose soit un peu plus léger.'],
  ['Ça fait du bien à entendre.', 'Je suis content que quelque chose soit un peu plus léger.'],
);

/** A feeling with what it is about: `{feeling}` and `{about}` ("your exams", "things with your mom"). */
export const feelingAboutReflections: Voices = same(
  ["It sounds like you're feeling {feeling} about {about}.", 'Feeling {feeling} about {about} is hard.'],
  [
    'On dirait que tu te sens {feeling} par rapport à {about}.',
    'Se sentir {feeling} par rapport à {about}, c’est difficile.',
  ],
  [
    'On dirait que vous vous sentez {feeling} par rapport à {about}.',
    'Se sentir {feeling} par rapport à {about}, c’est difficile.',
  ],
);

/** What it is about, without a feeling named. */
export const aboutReflections: Voices = same(
  ['It sounds like a lot is going on with {about}.', 'So {about} {has} been on your mind a lot.'],
  ['On dirait qu’il se passe beaucoup de choses avec {about}.'],
);

/** Something said to be hard, with nothing more to name. */
export const hardReflections: Voices = same(
  ['That does sound really hard.', 'That sounds painful.', 'That sounds like a lot to carry.'],
  ['Ça a l’air vraiment dur.', 'Ça doit faire mal.'],
  ['Cela semble vraiment difficile.', 'Cela doit faire mal.'],
);

/** "Is that weird?": what they feel or do is common, and there is no right way. */
export const normalisingReplies: Voices = {
  en: {
    teen: [
      "It's not weird at all. People react in really different ways, and there's no right way to feel this.",
      "That's more common than you might think. There's no right way to go through this.",
    ],
    adult: [
      "It isn't strange at all. People respond in very different ways, and there's no right way to go through this.",
      "That's more common than you might think. There's no single right way to feel this.",
    ],
  },
  fr: {
    teen: [
      'Ce n’est pas bizarre du tout. Les gens réagissent de façons très différentes, et il n’y a pas de bonne façon de vivre ça.',
      'C’est plus courant que tu penses. Il n’y a pas une seule bonne façon de vivre ça.',
    ],
    adult: [
      'Ce n’est pas étrange du tout. Les gens réagissent de façons très différentes, et il n’y a pas de bonne façon de traverser cela.',
      'C’est plus courant qu’on pense. Il n’y a pas une seule bonne façon de vivre cela.',
    ],
  },
};

/** When there is little to reflect: varied, never the same twice in a session. */
/** Someone the person named is having a hard time too: theirs, said back as theirs. */
export const othersStruggleReflections: Voices = same(
  [
    'It sounds like {person} is going through a hard time, and that lands on you as well.',
    'So {person} is struggling right now. Carrying that alongside them can weigh on you too.',
  ],
  [
    'On dirait que {person} traverse un moment difficile, et ça pèse sur toi aussi.',
    'Donc {person} a de la misère en ce moment. Ça peut être lourd pour toi aussi.',
  ],
  [
    'On dirait que {person} traverse un moment difficile, et ça pèse sur vous aussi.',
    'Donc {person} a de la misère en ce moment. Ça peut être lourd pour vous aussi.',
  ],
);

export const acknowledgements: Voices = same(
  [
    'Thank you for telling me.',
    "I'm listening.",
    'Mm, I hear you.',
    // Said after anything at all, so none of them agrees or approves ("That makes sense" after "she asked me who
    // I was this morning" did).
    "I'm here with you.",
    'Okay, I’m with you.',
    'Thanks for sharing that with me.',
  ],
  ['Merci de me le dire.', 'Je t’écoute.', 'Je suis là.', 'Je suis avec toi.'],
  ['Merci de me le dire.', 'Je vous écoute.', 'Je suis là.', 'Je suis là avec vous.'],
);

/** How "about" is said back for a topic: "your sleep", "your exams". */
export const topicPhrases: Record<Language, Record<string, string>> = {
  en: {
    sleep: 'your sleep',
    'exam-stress': 'your exams',
    worry: 'all this worrying',
    panic: 'the panic',
    'low-mood': 'your mood',
    loneliness: 'feeling alone',
    conflict: 'this conflict',
    breakup: 'the breakup',
    grief: 'this loss',
    anger: 'the anger',
    burnout: 'your workload',
    parenting: 'parenting',
    bullying: 'what is happening to you',
  },
  fr: {
    sleep: 'ton sommeil',
    'exam-stress': 'tes examens',
    worry: 'toutes ces inquiétudes',
    panic: 'la panique',
    'low-mood': 'ton moral',
    loneliness: 'la solitude',
    conflict: 'ce conflit',
    breakup: 'la rupture',
    grief: 'ce deuil',
    anger: 'la colère',
    burnout: 'tout ce que tu as sur les épaules',
    parenting: 'ton rôle de parent',
    bullying: 'ce qui t’arrive',
  },
};

/** How an exercise is named in a sentence ("we tried {it} together"). */
export const exerciseNames: Record<Language, Record<string, string>> = {
  en: {
    'box-breathing': 'box breathing',
    'paced-breathing': 'slow breathing',
    grounding: 'the 5-4-3-2-1 grounding exercise',
    'thought-record': 'a thought record',
    'worry-time': 'a worry-time plan',
    'self-compassion': 'a self-compassion break',
    'sleep-wind-down': 'a wind-down plan for sleep',
    'small-step': 'a small-step plan',
  },
  fr: {
    'box-breathing': 'la respiration carrée',
    'paced-breathing': 'la respiration lente',
    grounding: 'l’exercice d’ancrage 5-4-3-2-1',
    'thought-record': 'un journal des pensées',
    'worry-time': 'un moment pour les inquiétudes',
    'self-compassion': 'une pause de bienveillance',
    'sleep-wind-down': 'une routine pour le coucher',
    'small-step': 'un plan à petits pas',
  },
};
