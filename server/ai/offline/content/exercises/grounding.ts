import type { ExerciseScript } from '../exercises';

export const grounding: ExerciseScript = {
  id: 'grounding',
  label: { en: '5-4-3-2-1 grounding', fr: 'ancrage 5-4-3-2-1' },
  cues: [
    'grounding',
    'ground me',
    'grounding exercise',
    'grounding exercice',
    '5-4-3-2-1',
    '5 4 3 2 1',
    '54321',
    'five senses',
    'bring me back',
    'help me focus on now',
    'ancrage',
    'ancre-moi',
    'exercice d ancrage',
    "exercice d'ancrage",
    'mes cinq sens',
    'mes 5 sens',
  ],
  teen: {
    en: {
      offers: [
        'The 5-4-3-2-1 grounding game takes about 3 minutes and brings your mind back to right now. Want to try it?',
        'The 5-4-3-2-1 exercise uses your senses to bring you back to the here and now. It takes about 3 minutes. Want to try?',
      ],
      steps: [
        "Let's start with your eyes. Look around and name 5 things you can see. What are they?",
        'Nice. Now find 4 things you can feel, like your chair, your sleeve, or the floor under your feet. What did you notice?',
        'Now listen for a moment. What are 3 things you can hear, near or far?',
        "Next, 2 things you can smell. If you can't smell anything, name 2 smells you like. Which ones come to mind?",
        "Last one: 1 thing you can taste right now, or take a sip of water. Tell me when you're done.",
      ],
      closing: 'How do you feel now, compared with when we started?',
    },
    fr: {
      offers: [
        'L’exercice d’ancrage 5-4-3-2-1 prend environ 3 minutes et ramène ton esprit ici, maintenant. Veux-tu l’essayer?',
        'L’exercice 5-4-3-2-1 utilise tes sens pour te ramener au moment présent, en environ 3 minutes. On l’essaie?',
      ],
      steps: [
        'On commence avec tes yeux. Regarde autour de toi et nomme 5 choses que tu vois. Lesquelles?',
        'Super. Maintenant, trouve 4 choses que tu peux sentir au toucher, comme ta chaise, ta manche ou le plancher sous tes pieds. Qu’est-ce que tu remarques?',
        'Maintenant, écoute un instant. Quels sont 3 sons que tu entends, proches ou loin?',
        'Ensuite, 2 choses que tu peux sentir avec ton nez. Si rien ne vient, nomme 2 odeurs que tu aimes. Lesquelles te viennent en tête?',
        'Dernière étape : 1 chose que tu goûtes en ce moment, ou prends une gorgée d’eau. Dis-moi quand c’est fait.',
      ],
      closing: 'Comment tu te sens maintenant, comparé au début?',
    },
  },
  adult: {
    en: {
      offers: [
        'The 5-4-3-2-1 grounding exercise takes about 3 minutes and brings your attention back to the present. Would you like to try it?',
        'The 5-4-3-2-1 exercise uses your senses to bring you back to the here and now, in about 3 minutes. Shall we try it?',
      ],
      steps: [
        "Let's start with sight. Look around slowly and name 5 things you can see. What are they?",
        'Good. Now notice 4 things you can feel: the chair under you, the fabric of your sleeve, the floor under your feet, the air on your skin. What do you notice?',
        'Now listen for a moment. What are 3 sounds you can hear, near or far?',
        'Next, 2 things you can smell. If nothing stands out, name 2 scents you like. What comes to mind?',
        'Finally, 1 thing you can taste, or take a slow sip of water and notice it. Let me know when you have done that.',
      ],
      closing: 'How do you feel now, compared with when we started?',
    },
    fr: {
      offers: [
        'L’exercice d’ancrage 5-4-3-2-1 prend environ 3 minutes et ramène votre attention au moment présent. Aimeriez-vous l’essayer?',
        'L’exercice 5-4-3-2-1 utilise vos sens pour vous ramener ici et maintenant, en environ 3 minutes. Voulez-vous l’essayer?',
      ],
      steps: [
        'Commençons par la vue. Regardez lentement autour de vous et nommez 5 choses que vous voyez. Lesquelles?',
        'Très bien. Remarquez maintenant 4 choses que vous sentez au toucher : la chaise sous vous, le tissu de votre manche, le plancher sous vos pieds, l’air sur votre peau. Qu’est-ce que vous remarquez?',
        'Écoutez maintenant un instant. Quels sont 3 sons que vous entendez, proches ou lointains?',
        'Ensuite, 2 odeurs que vous percevez. Si rien ne ressort, nommez 2 odeurs que vous aimez. Qu’est-ce qui vous vient?',
        'Enfin, 1 goût que vous sentez en ce moment, ou prenez lentement une gorgée d’eau en y portant attention. Dites-moi quand c’est fait.',
      ],
      closing: 'Comment vous sentez-vous maintenant, comparé au début?',
    },
  },
};
