/**
 * What Doro says to what the person does: "just listen", thanks, a no, a stop, a complaint of not being heard
 * or of repetition, confusion, and the bridge between two exercise steps.
 */
import { same, type Voices } from './voices';

export const confusedReplies: Voices = same(
  ["Sorry, that wasn't very clear.", 'Sorry, let me put that more simply.'],
  ['Pardon, ce n’était pas clair.'],
  ['Pardon, ce n’était pas très clair.'],
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
  [
    "I'm sorry, I didn't get that right. I do want to understand.",
    "You're right to call that out. I'm sorry I missed it.",
  ],
  ['Pardon, j’ai mal compris. Tu as raison de me le dire.'],
  ['Pardon, j’ai mal compris. Vous avez raison de me le dire.'],
);

/** After an apology: an invitation to put it in their words, which is not a question already asked. */
export const repairInvitations: Voices = same(
  [
    'Could you tell me again, in your own words, what matters most here?',
    'What did I miss that you most want me to get?',
  ],
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

/** An exercise left in the middle for what the person turned to: said before the answer to that. */
export const asideReplies: Voices = same(
  ["Let's set the exercise aside for now. We can come back to it any time."],
  ['On met l’exercice de côté pour l’instant. On pourra y revenir quand tu veux.'],
  ['Mettons l’exercice de côté pour l’instant. Nous pourrons y revenir quand vous voudrez.'],
);

/** Before the step an exercise set aside was left at. */
export const resumeLeads: Voices = same(
  ["Sure, let's pick up where we left off."],
  ['D’accord, on reprend où on était rendus.'],
  ['D’accord, reprenons où nous étions rendus.'],
);

/** Between two steps of an exercise: a short word that the person's reply was heard. */
export const stepBridges: Voices = same(
  ['Good.', 'Okay.', 'Thanks.', 'Nice work.'],
  ['Bien.', 'D’accord.', 'Merci.'],
  ['Bien.', 'D’accord.', 'Merci.'],
);
