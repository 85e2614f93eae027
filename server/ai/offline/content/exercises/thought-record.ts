import type { ExerciseScript } from '../exercises';

export const thoughtRecord: ExerciseScript = {
  id: 'thought-record',
  label: { en: 'thought record', fr: 'registre des pensées' },
  cues: [
    'thought record',
    'thought diary',
    'thought journal',
    'challenge my thoughts',
    'challenge this thought',
    'check my thoughts',
    'negative thoughts exercise',
    'cbt exercise',
    'reframe',
    'reframing',
    'registre des pensees',
    'journal des pensees',
    'remettre en question mes pensees',
    'pensees negatives',
    'recadrer',
  ],
  teen: {
    en: {
      offers: [
        'A thought record takes about 5 minutes and helps you check if a thought tells the whole story. Want to look at that thought together?',
        'We could test that thought, like a detective checks the facts, with a thought record. It takes about 5 minutes. Want to try?',
      ],
      steps: [
        'First, the situation. What was going on when the thought showed up? Where were you, and who was there?',
        'Now the thought. What did your mind tell you, in your own words? And how much do you believe it, from 0 to 100?',
        'Next, the evidence for the thought: the facts that back it up. Only facts, not feelings. What comes to mind?',
        "Now the other side. What facts don't fit the thought? What would a good friend point out to you?",
        'Last step. Put both sides together into a fairer thought, one a friend might say. What could it be? And how much do you believe the first thought now, from 0 to 100?',
      ],
      closing: 'How do you feel after looking at it this way?',
    },
    fr: {
      offers: [
        'Le registre des pensées prend environ 5 minutes et aide à voir si une pensée dit toute la vérité. Veux-tu regarder cette pensée-là de plus près avec moi?',
        'On pourrait vérifier cette pensée comme un détective qui examine les faits, avec un registre des pensées. Ça prend environ 5 minutes. On essaie?',
      ],
      steps: [
        'D’abord, la situation. Qu’est-ce qui se passait quand la pensée est arrivée? Où étais-tu, et avec qui?',
        'Maintenant, la pensée. Qu’est-ce que ta tête t’a dit, dans tes mots? Et à quel point tu y crois, de 0 à 100?',
        'Ensuite, ce qui appuie cette pensée. Juste des faits, pas des impressions. Qu’est-ce qui te vient?',
        'Maintenant, l’autre côté. Quels faits ne collent pas avec cette pensée? Qu’est-ce qu’un bon ami ou une bonne amie te ferait remarquer?',
        'Dernière étape. Mets les deux côtés ensemble pour trouver une pensée plus juste, comme un ami te la dirait. Qu’est-ce que ça pourrait être? Et à combien tu crois la première pensée maintenant, de 0 à 100?',
      ],
      closing: 'Comment tu te sens après l’avoir regardée de cette façon?',
    },
  },
  adult: {
    en: {
      offers: [
        'A short thought record takes about 5 minutes and helps check whether a harsh thought tells the whole story. Would you like to look at that thought together?',
        'A thought record looks at a thought step by step, weighing the evidence on both sides, in about 5 minutes. Would that help?',
      ],
      steps: [
        'First, the situation. What was happening when the thought came up: where were you, what was going on, who was there?',
        'Now the thought itself, as close to word for word as you can. How strongly do you believe it right now, from 0 to 100?',
        'Next, the evidence for the thought: facts, not interpretations or feelings. What supports it?',
        "Now the evidence against it: facts that don't fit, or that it leaves out. What would a fair-minded friend point out?",
        'Finally, bring both sides together into a more balanced thought, one that is realistic rather than simply positive. What could it be? And how strongly do you believe the original thought now, from 0 to 100?',
      ],
      closing: 'How do you feel now that you have looked at it from both sides?',
    },
    fr: {
      offers: [
        'Un court registre des pensées prend environ 5 minutes et aide à voir si une pensée dure raconte toute l’histoire. Aimeriez-vous examiner cette pensée avec moi?',
        'Le registre des pensées examine une pensée étape par étape, en pesant les faits de part et d’autre, en environ 5 minutes. Est-ce que cela vous aiderait?',
      ],
      steps: [
        'D’abord, la situation. Que se passait-il quand la pensée est apparue : où étiez-vous, que faisiez-vous, qui était là?',
        'Maintenant, la pensée elle-même, le plus mot à mot possible. À quel point y croyez-vous en ce moment, de 0 à 100?',
        'Ensuite, ce qui appuie cette pensée : des faits, pas des interprétations ni des émotions. Qu’est-ce qui la soutient?',
        'Maintenant, ce qui la contredit : des faits qui ne cadrent pas, ou qu’elle laisse de côté. Que vous ferait remarquer une personne amie et juste?',
        'Enfin, réunissez les deux côtés dans une pensée plus nuancée, réaliste plutôt que simplement positive. Quelle pourrait-elle être? Et à quel point croyez-vous maintenant la pensée de départ, de 0 à 100?',
      ],
      closing: 'Comment vous sentez-vous maintenant que vous l’avez regardée sous les deux angles?',
    },
  },
};
