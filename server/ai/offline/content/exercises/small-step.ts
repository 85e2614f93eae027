import type { ExerciseScript } from '../exercises';

export const smallStep: ExerciseScript = {
  id: 'small-step',
  label: { en: 'small-step plan', fr: 'plan à petits pas' },
  cues: [
    'small step',
    'small steps',
    'baby steps',
    'first step',
    'one step at a time',
    'break it down',
    'where do i start',
    'help me get started',
    'make a plan',
    'action plan',
    'petit pas',
    'petits pas',
    'premier pas',
    'par ou commencer',
    'faire un plan',
    'un pas a la fois',
  ],
  teen: {
    en: {
      offers: [
        'A small-step plan takes about 5 minutes and turns a big thing into one easy first step. Want to make one?',
        'We could find one tiny step you can do today, with a small-step plan. It takes about 5 minutes. Want to try?',
      ],
      steps: [
        "What's one thing you've been putting off, or want to get going on? Tell me in a few words.",
        "Let's make it smaller. What's the very first step, one you could do in 10 minutes or less?",
        'Now pick a time. When and where will you do that step, today or tomorrow?',
        'What might get in the way, and what could you do if it does?',
        'Last thing: how will you celebrate when it’s done, even with something small?',
      ],
      closing: 'How sure do you feel about doing that step, and what would make it easier?',
    },
    fr: {
      offers: [
        'Un plan à petits pas prend environ 5 minutes et transforme une grosse affaire en un premier pas facile. Veux-tu t’en faire un?',
        'On pourrait trouver un tout petit pas à faire aujourd’hui, avec un plan à petits pas. Ça prend environ 5 minutes. On essaie?',
      ],
      steps: [
        'C’est quoi, une chose que tu remets à plus tard, ou que tu aimerais commencer? Dis-le-moi en quelques mots.',
        'On la rend plus petite. Quel serait le tout premier pas, quelque chose que tu pourrais faire en 10 minutes ou moins?',
        'Maintenant, choisis un moment. Quand et où vas-tu faire ce pas, aujourd’hui ou demain?',
        'Qu’est-ce qui pourrait te bloquer, et qu’est-ce que tu pourrais faire si ça arrive?',
        'Dernière chose : comment vas-tu souligner le coup quand ce sera fait, même avec quelque chose de petit?',
      ],
      closing: 'À quel point tu te sens capable de faire ce pas, et qu’est-ce qui le rendrait plus facile?',
    },
  },
  adult: {
    en: {
      offers: [
        'A small-step plan takes about 5 minutes and turns something big into one manageable first step. Would you like to make one together?',
        'We could find one small, concrete step you could take today. Planning it takes about 5 minutes. Would that help?',
      ],
      steps: [
        "In a few words, what's the thing you've been putting off, or would like to move forward on?",
        "Let's shrink it. What's the very first action, one you could do in 10 minutes or less?",
        'Now make it specific: when and where will you do it, today or tomorrow?',
        "What might get in the way, and what's your plan if it does?",
        'Finally, how will you acknowledge it once it is done, even in a small way?',
      ],
      closing: 'How confident do you feel about taking that step, and what would make it easier?',
    },
    fr: {
      offers: [
        'Un plan à petits pas prend environ 5 minutes et transforme une grosse tâche en une première étape faisable. Aimeriez-vous en préparer un ensemble?',
        'Nous pourrions trouver une petite étape concrète à faire aujourd’hui. La planifier prend environ 5 minutes. Est-ce que cela vous aiderait?',
      ],
      steps: [
        'En quelques mots, quelle est la chose que vous remettez à plus tard, ou sur laquelle vous aimeriez avancer?',
        'Rendons-la plus petite. Quelle serait la toute première action, une que vous pourriez faire en 10 minutes ou moins?',
        'Précisons maintenant : quand et où allez-vous la faire, aujourd’hui ou demain?',
        'Qu’est-ce qui pourrait vous en empêcher, et que ferez-vous si cela arrive?',
        'Enfin, comment allez-vous souligner le fait que c’est fait, même modestement?',
      ],
      closing: 'À quel point vous sentez-vous capable de faire cette étape, et qu’est-ce qui la rendrait plus facile?',
    },
  },
};
