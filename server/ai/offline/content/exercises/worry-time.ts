import type { ExerciseScript } from '../exercises';

export const worryTime: ExerciseScript = {
  id: 'worry-time',
  label: { en: 'worry-time plan', fr: 'plan pour un moment réservé aux inquiétudes' },
  cues: [
    'worry time',
    'worry-time',
    'worry period',
    'schedule my worries',
    'postpone worry',
    'postpone my worries',
    'park my worries',
    'worry list',
    'moment pour m inquieter',
    'moment pour les inquietudes',
    'moment pour mes inquietudes',
    'moment reserve aux inquietudes',
    'moment pour les soucis',
    "moment pour m'inquieter",
    'temps d inquietude',
    "temps d'inquietude",
    'reporter mes inquietudes',
    'periode d inquietude',
    'liste d inquietudes',
  ],
  teen: {
    en: {
      offers: [
        'A worry-time plan takes about 5 minutes to set up, and it can stop worries from taking over your whole day. Want to make one?',
        'We could give your worries their own time slot, so they bug you less the rest of the day. Making the plan takes about 5 minutes. Want to try?',
      ],
      steps: [
        'First, pick your worry time: 15 minutes at the same time every day, not close to bedtime. After school often works. What time could work for you?',
        'Next, pick a place to park your worries until then, like a note on your phone or a small notebook. Where will you write them down?',
        "When a worry pops up during the day, write it down in a few words. Tell yourself, “Not now, later.” Then go back to what you were doing. What's one worry you could park right now?",
        'At worry time, read your list. For each worry, ask: can I control this, or act on it? If yes, pick one small step. If not, let it wait. When the 15 minutes are up, stop and do something else. What might make this hard for you?',
      ],
      closing: 'How does this plan feel to you so far?',
    },
    fr: {
      offers: [
        'Un plan pour un moment réservé aux inquiétudes prend environ 5 minutes à préparer, et ça peut empêcher tes soucis de prendre toute ta journée. Veux-tu t’en faire un?',
        'On pourrait donner à tes inquiétudes leur propre moment, pour qu’elles te dérangent moins le reste de la journée. Faire le plan prend environ 5 minutes. Ça te tente?',
      ],
      steps: [
        'D’abord, choisis ton moment : 15 minutes à la même heure chaque jour, pas trop proche du coucher. Après l’école, ça marche souvent bien. Quelle heure pourrait te convenir?',
        'Ensuite, choisis un endroit où garder tes inquiétudes d’ici là, comme une note dans ton cell ou un petit carnet. Où vas-tu les écrire?',
        'Quand une inquiétude arrive pendant la journée, écris-la en quelques mots. Dis-toi : « Pas maintenant, plus tard. » Puis reviens à ce que tu faisais. Quelle inquiétude pourrais-tu mettre de côté tout de suite?',
        'Au moment prévu, relis ta liste. Pour chaque inquiétude, demande-toi : est-ce que je peux faire quelque chose? Si oui, choisis un petit pas. Sinon, laisse-la attendre. Quand les 15 minutes sont finies, arrête et passe à autre chose. Qu’est-ce qui pourrait rendre ça difficile pour toi?',
      ],
      closing: 'Comment tu trouves ce plan jusqu’ici?',
    },
  },
  adult: {
    en: {
      offers: [
        'A worry-time plan takes about 5 minutes to set up and can keep worry from spreading across your whole day. Would you like to make one?',
        'Giving your worries a set time of their own can make them intrude less the rest of the day. Planning it takes about 5 minutes. Shall we?',
      ],
      steps: [
        'First, choose your worry time: 15 minutes at the same time each day, ideally in the late afternoon or early evening, not right before bed. What time could work for you?',
        'Next, decide where worries will wait until then: a note on your phone, a notebook, a sheet of paper. Where will you park them?',
        "During the day, when a worry shows up, write it down in a few words and tell yourself, “I'll deal with this at worry time.” Then bring your attention back to what you were doing. Which worry could you park right now?",
        "At worry time, go through the list. For each worry, ask whether it's something you can act on. If so, choose one concrete next step; if not, notice it and let it be. When the 15 minutes end, stop and move to something else. What do you think might get in the way?",
      ],
      closing: 'How does this plan sit with you?',
    },
    fr: {
      offers: [
        'Un plan pour un moment réservé aux inquiétudes prend environ 5 minutes à préparer et peut empêcher l’inquiétude de s’étendre sur toute votre journée. Aimeriez-vous en faire un?',
        'Donner à vos inquiétudes un moment bien à elles peut les rendre moins envahissantes le reste de la journée. Préparer le plan prend environ 5 minutes. Voulez-vous essayer?',
      ],
      steps: [
        'D’abord, choisissez votre moment : 15 minutes à la même heure chaque jour, idéalement en fin d’après-midi ou en début de soirée, pas juste avant le coucher. Quelle heure vous conviendrait?',
        'Ensuite, décidez où vos inquiétudes attendront d’ici là : une note dans votre téléphone, un carnet, une feuille. Où allez-vous les déposer?',
        'Pendant la journée, quand une inquiétude se présente, notez-la en quelques mots et dites-vous : « Je m’en occuperai à mon moment prévu. » Puis ramenez votre attention sur ce que vous faisiez. Quelle inquiétude pourriez-vous mettre de côté dès maintenant?',
        'Au moment prévu, passez la liste en revue. Pour chaque inquiétude, demandez-vous si vous pouvez agir. Si oui, choisissez une prochaine étape concrète; sinon, prenez-en note et laissez-la être. Quand les 15 minutes sont écoulées, arrêtez et passez à autre chose. Qu’est-ce qui pourrait vous compliquer la tâche?',
      ],
      closing: 'Comment ce plan vous convient-il?',
    },
  },
};
