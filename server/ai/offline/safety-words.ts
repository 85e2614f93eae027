/**
 * The words of the safety reply (safety-reply.ts) in English and Canadian French, French with "tu" for teens and
 * "vous" for adults, as the rest of the engine speaks. A person writing in French in a crisis is answered in French:
 * 988 answers in French, Quebec has 1-866-APPELLE, and Tel-jeunes and Kids Help Phone (Jeunesse, J’écoute) answer young
 * people in French (see the crisis lines in the safety reference).
 */
import type { AgeGroup } from '../provider';
import type { Language } from './language';

export interface SafetyWords {
  openings: readonly string[];
  questions: {
    imminent: string;
    suicide: string;
    selfHarm: string;
    harmOthers: string;
    abuse: string;
    general: string;
  };
  helplines: string;
  honesty: readonly string[];
  call911Now: string;
  alsoCall: string;
  moveAway: string;
  /** Danger to someone else now: distance from the person and from anything that could be a weapon. */
  distanceFromOthers: string;
  notYourFault: string;
  inDanger911: string;
  immediate911: string;
  anyoneInDanger911: string;
  harmIntro: string;
  harmTalk: string;
  harmKids: string;
  /** The person will reach out now (texting 988, calling someone): encouraged, and Doro stays. */
  reachOutYes: readonly string[];
  /** Not now: no pressure, Doro stays, and one small step toward safety. */
  reachOutNo: readonly string[];
  checkIns: readonly string[];
  answerNo: readonly string[];
  answerYes: readonly string[];
  answerUnsure: readonly string[];
  mightAct911: string;
  meanwhile: string;
  willing988: string;
}

const english = (teen: boolean): SafetyWords => ({
  openings: [
    "I'm really glad you told me. What you're carrying sounds very heavy, and you don't have to hold it alone.",
    'Thank you for trusting me with this. It took courage to say, and I want to stay with you in it.',
    "I hear how much pain you're in right now, and I'm glad you reached out.",
  ],
  questions: {
    imminent: 'Are you safe right now, where you are?',
    suicide: 'Can I ask you directly: are you thinking about ending your life?',
    selfHarm: 'Can I ask you directly: are you thinking about hurting yourself?',
    harmOthers: 'Can I ask you directly: are you thinking about hurting someone?',
    abuse: 'Are you safe where you are right now, and is the person who hurt you near you?',
    general: 'Can I ask you directly: are you thinking about hurting yourself or ending your life?',
  },
  helplines: teen
    ? 'Please reach out to a person who can help right now: call or text 988 (the Suicide Crisis Helpline, any time, free), or Kids Help Phone: call 1-800-668-6868 or text 686868. A trusted adult, like a parent, a teacher or a school counsellor, can help too.'
    : 'Please reach out to a person who can help right now: call or text 988 (the Suicide Crisis Helpline, any time, free). Outside Canada and the US, findahelpline.com lists services near you.',
  honesty: [
    "I'm an AI coach, not a crisis counsellor, and I can't call anyone for you, but I'm here with you while you reach out.",
    "I'm an AI, so I can't contact help for you; the people at these numbers are trained for exactly this moment.",
  ],
  call911Now: 'If you are in danger right now, please call 911 (or your local emergency number) now.',
  alsoCall: teen
    ? 'You can also call or text 988, or call Kids Help Phone at 1-800-668-6868 (text 686868).'
    : 'You can also call or text 988 to talk to someone trained to help, right now.',
  moveAway: 'If you can, move away from anything you could use to hurt yourself, and go to where other people are.',
  distanceFromOthers:
    'If you can, put anything you could use as a weapon out of reach, and give yourself some distance from the person until this feeling passes.',
  notYourFault: 'What is happening to you is not your fault, and you deserve to be safe.',
  inDanger911: 'If you are in danger, call 911.',
  immediate911: 'If you are in immediate danger, call 911.',
  anyoneInDanger911: 'If anyone is in danger right now, call 911.',
  harmIntro:
    "It sounds like things feel really intense right now, and I'm glad you said it out loud instead of acting on it.",
  harmTalk: 'Talking to someone trained can help with feelings this strong: call or text 988.',
  harmKids: teen ? 'Kids Help Phone is there too: 1-800-668-6868, or text 686868.' : '',
  reachOutYes: [
    "That's a really good step, and I'm glad you're taking it. I'm right here while you do: 988 by call or text, any time. If you're in danger at any point, call 911.",
    "I'm so glad. Reaching out takes strength. Go ahead now, and come back and tell me how it went if you'd like. 988 is there by call or text, and 911 in an emergency.",
  ],
  reachOutNo: [
    "That's okay, I'm still here with you. If it feels like too much to call, texting 988 can be easier, whenever you're ready. Is there someone you trust who could be with you right now?",
    "Okay. You don't have to do it this second, and I'm not going anywhere. For now, could you put some distance between you and anything you could use to hurt yourself? If you're in danger, please call 911.",
  ],
  checkIns: [
    'And how are you doing with your safety right now? 988 (call or text) is there any time.',
    'Before we go on: are you feeling safe at the moment? You can call or text 988 whenever you need a person.',
    "I also want to check in: how safe do you feel right now? If that changes, 988 is there, and 911 if you're in danger.",
  ],
  answerNo: [
    "I'm relieved to hear that, and thank you for answering me honestly. If those thoughts come, or get stronger, 988 (call or text) is there any time, and 911 if you're in danger. What feels hardest right now?",
    "Thank you for telling me; I'm glad. If that changes, please reach out to 988 (call or text) or 911 in an emergency. Would you like to tell me more about what's been going on?",
  ],
  answerYes: [
    "Thank you for telling me. That took courage, and I'm taking it seriously.",
    "I'm really glad you told me the truth. You matter, and you deserve support right now.",
  ],
  answerUnsure: [
    'Not being sure is okay, and thank you for being honest. Thoughts like these are worth talking through with a person who is trained for them, even when they are not clear.',
    "It's okay not to know. When thoughts of not being safe are around at all, it helps to talk to someone trained, right now.",
  ],
  mightAct911: 'If you might act on these thoughts, or you are in danger, call 911 now.',
  meanwhile:
    'While you reach out, stay near other people if you can, and put away anything you could use to hurt yourself.',
  willing988: 'Would you be willing to call or text 988 now? I can stay here with you while you do.',
});

const frenchTeen: SafetyWords = {
  openings: [
    'Je suis vraiment content que tu me l’aies dit. Ce que tu portes a l’air très lourd, et tu n’as pas à le porter seul ou seule.',
    'Merci de me faire confiance avec ça. Ça prend du courage pour le dire, et je veux rester avec toi là-dedans.',
    'J’entends à quel point tu as mal en ce moment, et je suis content que tu m’écrives.',
  ],
  questions: {
    imminent: 'Es-tu en sécurité en ce moment, là où tu es?',
    suicide: 'Je peux te le demander directement : est-ce que tu penses à mettre fin à ta vie?',
    selfHarm: 'Je peux te le demander directement : est-ce que tu penses à te faire du mal?',
    harmOthers: 'Je peux te le demander directement : est-ce que tu penses à faire du mal à quelqu’un?',
    abuse: 'Es-tu en sécurité là où tu es en ce moment, et la personne qui t’a fait du mal est-elle près de toi?',
    general: 'Je peux te le demander directement : est-ce que tu penses à te faire du mal ou à mettre fin à ta vie?',
  },
  helplines:
    'S’il te plaît, contacte une personne qui peut t’aider tout de suite : appelle ou texte le 988 (la ligne d’aide en cas de crise de suicide, en tout temps, gratuit, en français), ou Jeunesse, J’écoute au 1-800-668-6868 (texto : 686868). Au Québec, Tel-jeunes est là aussi : 1-800-263-2266, ou texto au 514-600-1002. Un adulte de confiance, comme un parent, un prof ou un intervenant de ton école, peut aussi t’aider.',
  honesty: [
    'Je suis un coach IA, pas un intervenant de crise, et je ne peux appeler personne pour toi, mais je reste avec toi pendant que tu demandes de l’aide.',
    'Je suis une IA, alors je ne peux pas contacter les secours pour toi; les personnes à ces numéros sont formées pour exactement ce moment-ci.',
  ],
  call911Now: 'Si tu es en danger en ce moment, appelle le 911 tout de suite.',
  alsoCall: 'Tu peux aussi appeler ou texter le 988, ou appeler Jeunesse, J’écoute au 1-800-668-6868 (texto : 686868).',
  moveAway:
    'Si tu peux, éloigne-toi de tout ce qui pourrait te servir à te faire du mal, et va là où il y a d’autres personnes.',
  distanceFromOthers:
    'Si tu peux, mets hors de portée tout ce qui pourrait servir d’arme, et prends de la distance avec cette personne le temps que ça redescende.',
  notYourFault: 'Ce qui t’arrive n’est pas de ta faute, et tu mérites d’être en sécurité.',
  inDanger911: 'Si tu es en danger, appelle le 911.',
  immediate911: 'Si tu es en danger immédiat, appelle le 911.',
  anyoneInDanger911: 'Si quelqu’un est en danger en ce moment, appelle le 911.',
  harmIntro:
    'On dirait que c’est vraiment intense en ce moment, et je suis content que tu le dises au lieu de passer à l’acte.',
  harmTalk: 'Parler à quelqu’un de formé peut aider avec des émotions aussi fortes : appelle ou texte le 988.',
  harmKids: 'Jeunesse, J’écoute est là aussi : 1-800-668-6868, ou texto au 686868.',
  reachOutYes: [
    'C’est un vrai bon pas, et je suis content que tu le fasses. Je suis là pendant ce temps : le 988, par appel ou texto, en tout temps. Si tu es en danger à un moment donné, appelle le 911.',
    'Je suis vraiment content. Demander de l’aide, ça prend de la force. Vas-y maintenant, et reviens me dire comment ça s’est passé si tu veux. Le 988 est là par appel ou texto, et le 911 en cas d’urgence.',
  ],
  reachOutNo: [
    'C’est correct, je suis toujours là avec toi. Si appeler te semble trop, texter le 988 peut être plus facile, quand tu seras prêt ou prête. Y a-t-il quelqu’un en qui tu as confiance qui pourrait être avec toi maintenant?',
    'D’accord. Tu n’as pas à le faire à la seconde, et je ne vais nulle part. Pour l’instant, pourrais-tu mettre de la distance entre toi et tout ce qui pourrait te servir à te faire du mal? Si tu es en danger, appelle le 911.',
  ],
  checkIns: [
    'Et comment ça va pour ta sécurité en ce moment? Le 988 (appel ou texto) est là en tout temps.',
    'Avant de continuer : te sens-tu en sécurité en ce moment? Tu peux appeler ou texter le 988 dès que tu as besoin de parler à une personne.',
    'Je veux aussi prendre de tes nouvelles : à quel point te sens-tu en sécurité en ce moment? Si ça change, le 988 est là, et le 911 si tu es en danger.',
  ],
  answerNo: [
    'Ça me soulage de l’entendre, et merci de m’avoir répondu honnêtement. Si ces pensées reviennent ou deviennent plus fortes, le 988 (appel ou texto) est là en tout temps, et le 911 si tu es en danger. Qu’est-ce qui est le plus dur en ce moment?',
    'Merci de me le dire, ça me fait du bien de l’entendre. Si ça change, contacte le 988 (appel ou texto), ou le 911 en cas d’urgence. Aimerais-tu m’en dire plus sur ce qui se passe?',
  ],
  answerYes: [
    'Merci de me l’avoir dit. Ça prend du courage, et je le prends au sérieux.',
    'Je suis vraiment content que tu m’aies dit la vérité. Tu comptes, et tu mérites du soutien maintenant.',
  ],
  answerUnsure: [
    'Ne pas être sûr, c’est correct, et merci d’être honnête. Des pensées comme celles-là valent la peine d’en parler avec une personne formée, même quand elles ne sont pas claires.',
    'C’est correct de ne pas savoir. Dès que des pensées de ne pas être en sécurité sont là, ça aide de parler à quelqu’un de formé, maintenant.',
  ],
  mightAct911: 'Si tu pourrais passer à l’acte, ou si tu es en danger, appelle le 911 maintenant.',
  meanwhile:
    'Pendant que tu demandes de l’aide, reste près d’autres personnes si tu peux, et mets de côté tout ce qui pourrait te servir à te faire du mal.',
  willing988:
    'Serais-tu d’accord pour appeler ou texter le 988 maintenant? Je peux rester ici avec toi pendant ce temps.',
};

const frenchAdult: SafetyWords = {
  ...frenchTeen,
  openings: [
    'Je suis vraiment content que vous me l’ayez dit. Ce que vous portez a l’air très lourd, et vous n’avez pas à le porter seul ou seule.',
    'Merci de me faire confiance avec ça. Ça prend du courage pour le dire, et je veux rester avec vous là-dedans.',
    'J’entends à quel point vous avez mal en ce moment, et je suis content que vous m’écriviez.',
  ],
  questions: {
    imminent: 'Êtes-vous en sécurité en ce moment, là où vous êtes?',
    suicide: 'Je peux vous le demander directement : est-ce que vous pensez à mettre fin à votre vie?',
    selfHarm: 'Je peux vous le demander directement : est-ce que vous pensez à vous faire du mal?',
    harmOthers: 'Je peux vous le demander directement : est-ce que vous pensez à faire du mal à quelqu’un?',
    abuse:
      'Êtes-vous en sécurité là où vous êtes en ce moment, et la personne qui vous a fait du mal est-elle près de vous?',
    general:
      'Je peux vous le demander directement : est-ce que vous pensez à vous faire du mal ou à mettre fin à votre vie?',
  },
  helplines:
    'S’il vous plaît, contactez une personne qui peut vous aider tout de suite : appelez ou textez le 988 (la ligne d’aide en cas de crise de suicide, en tout temps, gratuit, en français). Au Québec, vous pouvez aussi appeler le 1-866-APPELLE (1-866-277-3553). Hors du Canada et des États-Unis, findahelpline.com indique les services près de chez vous.',
  honesty: [
    'Je suis un coach IA, pas un intervenant de crise, et je ne peux appeler personne pour vous, mais je reste avec vous pendant que vous demandez de l’aide.',
    'Je suis une IA, alors je ne peux pas contacter les secours pour vous; les personnes à ces numéros sont formées pour exactement ce moment-ci.',
  ],
  call911Now: 'Si vous êtes en danger en ce moment, appelez le 911 tout de suite.',
  alsoCall: 'Vous pouvez aussi appeler ou texter le 988 pour parler maintenant à une personne formée pour aider.',
  moveAway:
    'Si vous le pouvez, éloignez-vous de tout ce qui pourrait vous servir à vous faire du mal, et allez là où il y a d’autres personnes.',
  distanceFromOthers:
    'Si vous le pouvez, mettez hors de portée tout ce qui pourrait servir d’arme, et prenez de la distance avec cette personne le temps que ça redescende.',
  notYourFault: 'Ce qui vous arrive n’est pas de votre faute, et vous méritez d’être en sécurité.',
  inDanger911: 'Si vous êtes en danger, appelez le 911.',
  immediate911: 'Si vous êtes en danger immédiat, appelez le 911.',
  anyoneInDanger911: 'Si quelqu’un est en danger en ce moment, appelez le 911.',
  harmIntro:
    'On dirait que c’est vraiment intense en ce moment, et je suis content que vous le disiez au lieu de passer à l’acte.',
  harmTalk: 'Parler à quelqu’un de formé peut aider avec des émotions aussi fortes : appelez ou textez le 988.',
  harmKids: '',
  reachOutYes: [
    'C’est un vrai bon pas, et je suis content que vous le fassiez. Je suis là pendant ce temps : le 988, par appel ou texto, en tout temps. Si vous êtes en danger à un moment donné, appelez le 911.',
    'Je suis vraiment content. Demander de l’aide, ça prend de la force. Allez-y maintenant, et revenez me dire comment ça s’est passé si vous voulez. Le 988 est là par appel ou texto, et le 911 en cas d’urgence.',
  ],
  reachOutNo: [
    'C’est correct, je suis toujours là avec vous. Si appeler vous semble trop, texter le 988 peut être plus facile, quand vous serez prêt ou prête. Y a-t-il quelqu’un en qui vous avez confiance qui pourrait être avec vous maintenant?',
    'D’accord. Vous n’avez pas à le faire à la seconde, et je ne vais nulle part. Pour l’instant, pourriez-vous mettre de la distance entre vous et tout ce qui pourrait vous servir à vous faire du mal? Si vous êtes en danger, appelez le 911.',
  ],
  checkIns: [
    'Et comment ça va pour votre sécurité en ce moment? Le 988 (appel ou texto) est là en tout temps.',
    'Avant de continuer : vous sentez-vous en sécurité en ce moment? Vous pouvez appeler ou texter le 988 dès que vous avez besoin de parler à une personne.',
    'Je veux aussi prendre de vos nouvelles : à quel point vous sentez-vous en sécurité en ce moment? Si ça change, le 988 est là, et le 911 si vous êtes en danger.',
  ],
  answerNo: [
    'Ça me soulage de l’entendre, et merci de m’avoir répondu honnêtement. Si ces pensées reviennent ou deviennent plus fortes, le 988 (appel ou texto) est là en tout temps, et le 911 si vous êtes en danger. Qu’est-ce qui est le plus dur en ce moment?',
    'Merci de me le dire, ça me fait du bien de l’entendre. Si ça change, contactez le 988 (appel ou texto), ou le 911 en cas d’urgence. Aimeriez-vous m’en dire plus sur ce qui se passe?',
  ],
  answerYes: [
    'Merci de me l’avoir dit. Ça prend du courage, et je le prends au sérieux.',
    'Je suis vraiment content que vous m’ayez dit la vérité. Vous comptez, et vous méritez du soutien maintenant.',
  ],
  answerUnsure: [
    'Ne pas être sûr, c’est correct, et merci d’être honnête. Des pensées comme celles-là valent la peine d’en parler avec une personne formée, même quand elles ne sont pas claires.',
    'C’est correct de ne pas savoir. Dès que des pensées de ne pas être en sécurité sont là, ça aide de parler à quelqu’un de formé, maintenant.',
  ],
  mightAct911: 'Si vous pourriez passer à l’acte, ou si vous êtes en danger, appelez le 911 maintenant.',
  meanwhile:
    'Pendant que vous demandez de l’aide, restez près d’autres personnes si vous le pouvez, et mettez de côté tout ce qui pourrait vous servir à vous faire du mal.',
  willing988:
    'Seriez-vous d’accord pour appeler ou texter le 988 maintenant? Je peux rester ici avec vous pendant ce temps.',
};

const table: Record<Language, Record<AgeGroup, SafetyWords>> = {
  en: { teen: english(true), adult: english(false) },
  fr: { teen: frenchTeen, adult: frenchAdult },
};

export const safetyWords = (language: Language, ageGroup: AgeGroup): SafetyWords => table[language][ageGroup];

/** Every question of the safety reply about the person's own life or safety, in every language and voice. */
export const lifeQuestions: readonly string[] = Object.values(table).flatMap((voices) =>
  Object.values(voices).flatMap((words) => [
    words.questions.imminent,
    words.questions.suicide,
    words.questions.selfHarm,
    words.questions.general,
  ]),
);

/** The question, at the end of the answer to the safety question, that asks the person to reach out now. */
export const reachOutQuestions: readonly string[] = Object.values(table).flatMap((voices) =>
  Object.values(voices).map((words) => words.willing988),
);

/** The questions that ask whether the person is safe: there a "no" is the danger. */
export const safeNowQuestions: readonly string[] = Object.values(table).flatMap((voices) =>
  Object.values(voices).map((words) => words.questions.imminent),
);
