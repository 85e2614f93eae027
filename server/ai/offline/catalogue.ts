/**
 * Doro's own words in the offline engine, apart from the psychoeducation and exercises (content/): greetings,
 * reflections, questions, and what Doro says to thanks, goodbyes, complaints and "just listen", in English and
 * Canadian French, for teens and adults. Reflections are built from what was understood (a feeling, a person, an
 * event), never from the person's sentence. Every text passes the output guard unchanged (engine-texts.test.ts).
 */
import type { AgeGroup } from '../provider';
import type { Language } from './language';
import type { EventKind, Feeling } from './understand';

type Voices = Record<Language, Record<AgeGroup, readonly string[]>>;
const same = (en: readonly string[], fr: readonly string[], frAdult: readonly string[] = fr): Voices => ({
  en: { teen: en, adult: en },
  fr: { teen: fr, adult: frAdult },
});

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
    teen: ["Hi again, it's Doro. Last time we talked about {themes}. How are things with that now, or is something else on your mind?"],
    adult: ["Welcome back, it's Doro. Last time we talked about {themes}. How are things with that now, or is there something else on your mind today?"],
  },
  fr: {
    teen: ['Re-bonjour, c’est Doro. La dernière fois, on a parlé de {themes}. Comment ça va de ce côté-là, ou il y a autre chose qui te préoccupe?'],
    adult: ['Bon retour, c’est Doro. La dernière fois, nous avons parlé de {themes}. Comment ça va de ce côté, ou y a-t-il autre chose aujourd’hui?'],
  },
};

/** How a feeling is named back: "anxious", "really down". */
export const feelingWords: Record<Language, Record<Feeling, string>> = {
  en: {
    anxious: 'anxious', sad: 'really down', angry: 'angry', lonely: 'lonely', overwhelmed: 'overwhelmed',
    ashamed: 'hard on yourself', tired: 'worn out', hurt: 'hurt', numb: 'kind of empty', hopeful: 'a bit more hopeful',
    stuck: 'stuck',
  },
  fr: {
    anxious: 'anxieux ou anxieuse', sad: 'vraiment à plat', angry: 'en colère', lonely: 'seul ou seule',
    overwhelmed: 'débordé ou débordée', ashamed: 'dur envers toi-même', tired: 'épuisé ou épuisée', hurt: 'blessé ou blessée',
    numb: 'un peu vide', hopeful: 'un peu plus d’espoir', stuck: 'bloqué ou bloquée',
  },
};

/** An event named back, as a sentence that acknowledges the hurt in it. `{person}` is "your best friend". */
export const eventLines: Record<Language, Record<EventKind, readonly string[]>> = {
  en: {
    fight: ['A falling-out with {person} can really hurt.', 'When things go wrong with {person}, it can sting for a long time.'],
    breakup: ['Breakups hurt, even when part of you saw it coming.', 'The end of a relationship can leave a real ache.'],
    move: ['Moving somewhere new is a big change, and it can feel lonely at first.', 'Starting over in a new place takes a lot out of anyone.'],
    exams: ['Exams can put a lot of pressure on you.', 'That much studying and waiting for results is a lot to carry.'],
    'job-loss': ['Losing a job is a hard blow, practically and personally.', 'Being let go can shake your confidence and your plans.'],
    loss: ['Losing someone you love is one of the hardest things there is.', 'Grief like that can touch every part of the day.'],
    divorce: ['A divorce changes so much at once.', 'A family splitting up is a lot to go through.'],
    bullying: ['Being treated like that is not okay, and it is not your fault.', 'Nobody deserves to be picked on like that.'],
    'new-baby': ['A new baby turns everything upside down, even when it is wanted.', 'Those early weeks with a baby can be exhausting.'],
  },
  fr: {
    fight: ['Une chicane avec {person}, ça peut vraiment faire mal.', 'Quand ça va mal avec {person}, ça peut rester sur le cœur longtemps.'],
    breakup: ['Une rupture, ça fait mal, même quand on la voyait venir.', 'La fin d’une relation peut laisser un vrai vide.'],
    move: ['Déménager, c’est un gros changement, et on peut se sentir seul au début.', 'Recommencer ailleurs demande beaucoup d’énergie.'],
    exams: ['Les examens, ça met beaucoup de pression.', 'Étudier autant et attendre les résultats, c’est lourd.'],
    'job-loss': ['Perdre son emploi, c’est un dur coup.', 'Être mis à pied peut ébranler la confiance et les projets.'],
    loss: ['Perdre quelqu’un qu’on aime, c’est une des choses les plus difficiles.', 'Un deuil comme ça touche chaque moment de la journée.'],
    divorce: ['Un divorce change tellement de choses d’un coup.', 'Une famille qui se sépare, c’est beaucoup à vivre.'],
    bullying: ['Se faire traiter comme ça, ce n’est pas correct, et ce n’est pas de ta faute.', 'Personne ne mérite d’être intimidé comme ça.'],
    'new-baby': ['Un nouveau bébé, ça chamboule tout, même quand on le voulait.', 'Les premières semaines avec un bébé sont épuisantes.'],
  },
};

/** A feeling alone, reflected: `{feeling}` is filled in. */
export const feelingReflections: Voices = same(
  ["It sounds like you're feeling {feeling}.", 'Feeling {feeling} like that is hard.', "That's a lot to feel. It sounds like you're {feeling} right now."],
  ['On dirait que tu te sens {feeling}.', 'Se sentir {feeling} comme ça, c’est difficile.'],
  ['On dirait que vous vous sentez {feeling}.', 'Se sentir {feeling} comme ça, c’est difficile.'],
);

/** A feeling with what it is about: `{feeling}` and `{about}` ("your exams", "things with your mom"). */
export const feelingAboutReflections: Voices = same(
  ["It sounds like you're feeling {feeling} about {about}.", 'Feeling {feeling} about {about} is hard.'],
  ['On dirait que tu te sens {feeling} par rapport à {about}.', 'Se sentir {feeling} par rapport à {about}, c’est difficile.'],
  ['On dirait que vous vous sentez {feeling} par rapport à {about}.', 'Se sentir {feeling} par rapport à {about}, c’est difficile.'],
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

export const confusedReplies: Voices = same(
  ["Sorry, that wasn't very clear.", 'Sorry, let me put that more simply.'],
  ['Pardon, ce n’était pas clair.'],
  ['Pardon, ce n’était pas très clair.'],
);

/** A hello in reply to the opening: the opening already asked, so these hand the turn back without asking again. */
export const greetingReplies: Voices = same(
  ["Hey! I'm here. Tell me whatever's going on, big or small.", "Hi! I'm here. Take your time, and tell me what's going on when you're ready."],
  ['Salut! Je suis là. Dis-moi ce qui se passe, petit ou gros.', 'Allo! Prends ton temps, je t’écoute. Dis-moi ce qui se passe quand tu veux.'],
  ['Bonjour! Je suis là. Dites-moi ce qui se passe, petit ou grand.', 'Bonjour! Prenez votre temps, je vous écoute. Dites-moi ce qui vous préoccupe.'],
);

/** A hello that says a question is coming. */
export const askAwayReplies: Voices = same(
  ['Hi! Of course, go ahead and ask.'],
  ['Salut! Bien sûr, vas-y, pose ta question.'],
  ['Bonjour! Bien sûr, allez-y, posez votre question.'],
);

/** "Is that weird?": what they feel or do is common, and there is no right way. */
export const normalisingReplies: Voices = {
  en: {
    teen: ["It's not weird at all. People react in really different ways, and there's no right way to feel this.", "That's more common than you might think. There's no right way to go through this."],
    adult: ["It isn't strange at all. People respond in very different ways, and there's no right way to go through this.", "That's more common than you might think. There's no single right way to feel this."],
  },
  fr: {
    teen: ['Ce n’est pas bizarre du tout. Les gens réagissent de façons très différentes, et il n’y a pas de bonne façon de vivre ça.', 'C’est plus courant que tu penses. Il n’y a pas une seule bonne façon de vivre ça.'],
    adult: ['Ce n’est pas étrange du tout. Les gens réagissent de façons très différentes, et il n’y a pas de bonne façon de traverser cela.', 'C’est plus courant qu’on pense. Il n’y a pas une seule bonne façon de vivre cela.'],
  },
};

/** When there is little to reflect: varied, never the same twice in a session. */
export const acknowledgements: Voices = same(
  ['Thank you for telling me.', "I'm listening.", 'Mm, I hear you.', 'That makes sense.', "I'm glad you said that.", 'Okay, I’m with you.', 'Thanks for sharing that with me.'],
  ['Merci de me le dire.', 'Je t’écoute.', 'Je comprends.', 'Ça se comprend.', 'Je suis avec toi.'],
  ['Merci de me le dire.', 'Je vous écoute.', 'Je comprends.', 'Ça se comprend.', 'Je suis là avec vous.'],
);

/** Before anything has been said about what is going on: an easy way in. */
export const openingQuestions: Voices = same(
  ['How has your day been?', 'How are you feeling today, honestly?', "What's one thing that's been bugging you?"],
  ['Comment s’est passée ta journée?', 'Comment tu te sens aujourd’hui, honnêtement?', 'C’est quoi, une chose qui te dérange ces temps-ci?'],
  ['Comment s’est passée votre journée?', 'Comment vous sentez-vous aujourd’hui, honnêtement?', 'Qu’est-ce qui vous pèse le plus ces temps-ci?'],
);

/** Open questions early in a session: what is going on. */
export const exploringQuestions: Voices = same(
  [
    'What feels hardest about it right now?',
    'When did this start weighing on you?',
    'How are you holding up with all this?',
    'How has this been affecting your days?',
    'Can you tell me more about what happened?',
    'What would you like to be different?',
    'Who else knows about this?',
    'What was today like for you?',
    'What part of this is on your mind the most?',
    'How are you sleeping and eating with all this going on?',
  ],
  [
    'Qu’est-ce qui est le plus dur là-dedans en ce moment?',
    'Depuis quand ça te pèse?',
    'Comment tu tiens le coup avec tout ça?',
    'Comment ça affecte tes journées?',
    'Peux-tu m’en dire plus sur ce qui s’est passé?',
    'Qu’est-ce que tu aimerais qui soit différent?',
  ],
  [
    'Qu’est-ce qui est le plus difficile en ce moment?',
    'Depuis quand cela vous pèse-t-il?',
    'Comment tenez-vous le coup avec tout cela?',
    'Comment cela affecte-t-il vos journées?',
    'Pouvez-vous m’en dire plus sur ce qui s’est passé?',
    'Qu’aimeriez-vous qui soit différent?',
  ],
);

/** Open questions later on: what helps, what matters, what next. */
export const workingQuestions: Voices = same(
  [
    'What has helped, even a little, when things felt like this before?',
    "What's one part of this that's within your control?",
    'If a friend were going through this, what would you say to them?',
    'What would a little better look like for you?',
    'What matters most to you in all of this?',
    'Who in your life could you lean on a little with this?',
    'What would make tomorrow a bit easier?',
    'What do you need most right now: to vent, to think it through, or a practical idea?',
  ],
  [
    'Qu’est-ce qui t’a aidé, même un peu, les autres fois?',
    'Quelle partie de tout ça dépend de toi?',
    'Si un ami vivait ça, qu’est-ce que tu lui dirais?',
    'À quoi ressemblerait un petit pas en avant pour toi?',
    'Qui pourrait t’épauler un peu là-dedans?',
    'Qu’est-ce qui rendrait demain un peu plus facile?',
  ],
  [
    'Qu’est-ce qui vous a aidé, même un peu, les autres fois?',
    'Quelle partie de tout cela dépend de vous?',
    'Si un ami vivait cela, que lui diriez-vous?',
    'À quoi ressemblerait un petit pas en avant pour vous?',
    'Qui pourrait vous épauler un peu là-dedans?',
    'Qu’est-ce qui rendrait demain un peu plus facile?',
  ],
);

/** In "just listen" mode: an invitation to go on, never a suggestion. */
export const listeningLines: Voices = same(
  [
    "I'm here, and I'm listening. Say as much or as little as you want.",
    "Keep going if you'd like. I'm following.",
    "I'm still here. Take your time.",
    'I hear you. There is no rush.',
    "Go on, I'm listening.",
    'Tell me more whenever you feel ready.',
    "I'm right here with you.",
    "You don't have to sort it out right now. I'm listening.",
    'That matters. Keep going if you want to.',
    'I hear how much this is on you.',
  ],
  [
    'Je suis là et je t’écoute. Dis-en autant que tu veux.',
    'Je suis avec toi. Continue si tu veux.',
    'Je suis toujours là. Prends ton temps.',
    'Vas-y, je t’écoute.',
    'Raconte-moi quand tu te sens prêt ou prête.',
    'Pas besoin de tout régler maintenant. Je t’écoute.',
  ],
  [
    'Je suis là et je vous écoute. Dites-en autant que vous voulez.',
    'Je suis avec vous. Continuez si vous le souhaitez.',
    'Je suis toujours là. Prenez votre temps.',
    'Allez-y, je vous écoute.',
    'Racontez-moi quand vous serez prêt ou prête.',
    'Pas besoin de tout régler maintenant. Je vous écoute.',
  ],
);

export const justListenReplies: Voices = same(
  ["Of course. I'll just listen, no advice unless you ask for it.", "Got it. No fixing, just listening. I'm here."],
  ['Bien sûr. Je vais juste t’écouter, sans conseils à moins que tu en demandes.'],
  ['Bien sûr. Je vais simplement vous écouter, sans conseils à moins que vous en demandiez.'],
);

export const repeatedApologies: Voices = same(
  ["You're right, I already asked that. Sorry about that.", "Fair point, I asked you that before. I'm sorry."],
  ['Tu as raison, je te l’ai déjà demandé. Pardon.'],
  ['Vous avez raison, je vous l’ai déjà demandé. Pardon.'],
);

export const notListeningApologies: Voices = same(
  ["I'm sorry, I didn't get that right. I do want to understand.", "You're right to call that out. I'm sorry I missed it."],
  ['Pardon, j’ai mal compris. Tu as raison de me le dire.'],
  ['Pardon, j’ai mal compris. Vous avez raison de me le dire.'],
);

/** After an apology: an invitation to put it in their words, which is not a question already asked. */
export const repairInvitations: Voices = same(
  ['Could you tell me again, in your own words, what matters most here?', 'What did I miss that you most want me to get?'],
  ['Peux-tu me redire, dans tes mots, ce qui compte le plus pour toi?'],
  ['Pouvez-vous me redire, dans vos mots, ce qui compte le plus pour vous?'],
);

export const thanksReplies: Voices = same(
  ["You're welcome. I'm glad this helps.", "Anytime. I'm glad it was useful.", 'Glad to help.'],
  ['Ça me fait plaisir. Tant mieux si ça aide.', 'De rien, ça me fait plaisir de t’écouter.', 'Avec plaisir.'],
  ['Avec plaisir. Tant mieux si cela aide.', 'Merci à vous de m’avoir fait confiance.', 'Ça me fait plaisir.'],
);

export const declineReplies: Voices = same(
  ["That's okay, we don't have to.", 'No problem, we can leave that for now.', "That's completely fine."],
  ['Pas de problème, on n’est pas obligés.', 'C’est correct, pas de pression.'],
  ['Aucun problème, ce n’est pas obligatoire.', 'C’est correct, pas de pression.'],
);

export const stopReplies: Voices = same(
  ["Okay, let's stop there. Thanks for giving it a try."],
  ['D’accord, on arrête là. Merci d’avoir essayé.'],
  ['D’accord, arrêtons là. Merci d’avoir essayé.'],
);

/** Asked for help without saying with what. */
export const helpWithWhat: Voices = same(
  ['I want to help. What feels most pressing right now?', "I'd like to help with that. What's weighing on you the most?"],
  ['Je veux t’aider. Qu’est-ce qui presse le plus en ce moment?'],
  ['Je veux vous aider. Qu’est-ce qui presse le plus en ce moment?'],
);

/** Goodbye: a warm close, what was tried, and where help is; never a new question. */
export const goodbyes: Record<Language, Record<AgeGroup, string>> = {
  en: {
    teen: 'Thanks for talking with me today.{tried} Take care of yourself. If things get hard, you can call or text 988, or Kids Help Phone at 1-800-668-6868 (text 686868).',
    adult: 'Thank you for talking with me today.{tried} Take care of yourself. If things get hard, you can call or text 988 any time.',
  },
  fr: {
    teen: 'Merci d’avoir jasé avec moi aujourd’hui.{tried} Prends soin de toi. Si ça devient dur, tu peux appeler ou texter le 988, ou Jeunesse, J’écoute au 1-800-668-6868.',
    adult: 'Merci d’avoir parlé avec moi aujourd’hui.{tried} Prenez soin de vous. Si cela devient difficile, vous pouvez appeler ou texter le 988 en tout temps.',
  },
};

export const triedTogether: Record<Language, string> = {
  en: ' We tried {exercise} together, and you can come back to it any time.',
  fr: ' On a essayé {exercise} ensemble, et tu peux y revenir quand tu veux.',
};

/** Between two steps of an exercise: a short word that the person's reply was heard. */
export const stepBridges: Voices = same(['Good.', 'Okay.', 'Thanks.', 'Nice work.'], ['Bien.', 'D’accord.', 'Merci.'], ['Bien.', 'D’accord.', 'Merci.']);

/** How "about" is said back for a topic: "your sleep", "your exams". */
export const topicPhrases: Record<Language, Record<string, string>> = {
  en: {
    sleep: 'your sleep', 'exam-stress': 'your exams', worry: 'all this worrying', panic: 'the panic', 'low-mood': 'how low things feel',
    loneliness: 'feeling alone', conflict: 'this conflict', breakup: 'the breakup', grief: 'this loss', anger: 'the anger',
    burnout: 'how much is on your plate', parenting: 'parenting', bullying: 'what is happening to you',
  },
  fr: {
    sleep: 'ton sommeil', 'exam-stress': 'tes examens', worry: 'toutes ces inquiétudes', panic: 'la panique', 'low-mood': 'ton moral',
    loneliness: 'la solitude', conflict: 'ce conflit', breakup: 'la rupture', grief: 'ce deuil', anger: 'la colère',
    burnout: 'tout ce que tu as sur les épaules', parenting: 'ton rôle de parent', bullying: 'ce qui t’arrive',
  },
};

/** How an exercise is named in a sentence ("we tried {it} together"). */
export const exerciseNames: Record<Language, Record<string, string>> = {
  en: {
    'box-breathing': 'box breathing', 'paced-breathing': 'slow breathing', grounding: 'the 5-4-3-2-1 grounding exercise',
    'thought-record': 'a thought record', 'worry-time': 'a worry-time plan', 'self-compassion': 'a self-compassion break',
    'sleep-wind-down': 'a wind-down plan for sleep', 'small-step': 'a small-step plan',
  },
  fr: {
    'box-breathing': 'la respiration carrée', 'paced-breathing': 'la respiration lente', grounding: 'l’exercice d’ancrage 5-4-3-2-1',
    'thought-record': 'un journal des pensées', 'worry-time': 'un moment pour les inquiétudes', 'self-compassion': 'une pause de bienveillance',
    'sleep-wind-down': 'une routine pour le coucher', 'small-step': 'un plan à petits pas',
  },
};
