/** The open questions Doro asks: an easy way in, early questions on what is going on, later ones on what helps. */
import { same, type Voices } from './voices';

/** Before anything has been said about what is going on: an easy way in. */
export const openingQuestions: Voices = same(
  ['How has your day been?', 'How are you feeling today, honestly?', "What's one thing that's been bugging you?"],
  [
    'Comment s’est passée ta journée?',
    'Comment tu te sens aujourd’hui, honnêtement?',
    'C’est quoi, une chose qui te dérange ces temps-ci?',
  ],
  [
    'Comment s’est passée votre journée?',
    'Comment vous sentez-vous aujourd’hui, honnêtement?',
    'Qu’est-ce qui vous pèse le plus ces temps-ci?',
  ],
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

/** Asked for help without saying with what. */
export const helpWithWhat: Voices = same(
  [
    'I want to help. What feels most pressing right now?',
    "I'd like to help with that. What's weighing on you the most?",
  ],
  ['Je veux t’aider. Qu’est-ce qui presse le plus en ce moment?'],
  ['Je veux vous aider. Qu’est-ce qui presse le plus en ce moment?'],
);
