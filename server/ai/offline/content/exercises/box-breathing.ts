import type { ExerciseScript } from '../exercises';

export const boxBreathing: ExerciseScript = {
  id: 'box-breathing',
  label: { en: 'box breathing', fr: 'respiration carrée' },
  cues: [
    'box breathing',
    'square breathing',
    'breathing exercise',
    'breathing exercice',
    'breathe with me',
    'help me breathe',
    'help me calm down',
    'calm me down',
    'something to calm down',
    'something calming',
    'need to calm down',
    'want to calm down',
    'help me relax',
    'pour me calmer',
    '4-4-4-4',
    'respiration carree',
    'exercice de respiration',
    'respirer avec moi',
    'aide-moi a respirer',
    'aide moi a respirer',
  ],
  teen: {
    en: {
      offers: [
        'Box breathing takes about 2 minutes and can help your body calm down. Want to try it with me?',
        'A short breathing exercise called box breathing might help. It takes about 2 minutes. Want to give it a go?',
      ],
      steps: [
        "Let's start. Sit in a comfy way and let your shoulders drop. You can close your eyes or look at one spot. Tell me when you're ready.",
        'Breathe in slowly through your nose for 4: 1, 2, 3, 4. Now hold your breath for 4: 1, 2, 3, 4. Ready for the next part?',
        "Breathe out slowly for 4: 1, 2, 3, 4. Then wait with empty lungs for 4: 1, 2, 3, 4. That's one box! Tell me when you've done it.",
        'Now do 3 more boxes at your own pace: in for 4, hold for 4, out for 4, hold for 4. Let me know when you are done.',
      ],
      closing: 'How does your body feel now, compared with before?',
    },
    fr: {
      offers: [
        'La respiration carrée prend environ 2 minutes et peut aider ton corps à se calmer. Veux-tu l’essayer avec moi?',
        'Un petit exercice de respiration pourrait aider : la respiration carrée, environ 2 minutes. Ça te tente?',
      ],
      steps: [
        'On commence. Installe-toi confortablement et laisse tomber tes épaules. Tu peux fermer les yeux ou fixer un point. Dis-moi quand c’est bon.',
        'Inspire lentement par le nez en comptant jusqu’à 4 : 1, 2, 3, 4. Retiens ton souffle pendant 4 : 1, 2, 3, 4. On continue?',
        'Expire lentement en comptant jusqu’à 4 : 1, 2, 3, 4. Puis attends, poumons vides, pendant 4 : 1, 2, 3, 4. Ça fait un carré! Dis-moi quand c’est fait.',
        'Maintenant, fais encore 3 carrés à ton rythme : inspire 4, retiens 4, expire 4, attends 4. Dis-moi quand tu as fini.',
      ],
      closing: 'Comment ton corps se sent-il maintenant, comparé à tantôt?',
    },
  },
  adult: {
    en: {
      offers: [
        'Box breathing takes about 2 minutes and can help settle your body. Would you like to try it with me?',
        'A short breathing exercise, box breathing, takes about 2 minutes. Shall we try it together?',
      ],
      steps: [
        "Let's begin. Sit comfortably, feet on the floor, and let your shoulders drop. Close your eyes or rest your gaze on one spot. Tell me when you're ready.",
        'Breathe in slowly through your nose for a count of 4: 1, 2, 3, 4. Then hold gently for 4: 1, 2, 3, 4. Ready for the second half?',
        "Breathe out slowly for 4: 1, 2, 3, 4. Then pause with empty lungs for 4: 1, 2, 3, 4. That's one full box. Let me know when you've done it.",
        'Now repeat three more boxes at your own pace: in for 4, hold for 4, out for 4, hold for 4. Let your shoulders soften each time. Tell me when you have finished.',
      ],
      closing: 'How does your body feel now, compared with a few minutes ago?',
    },
    fr: {
      offers: [
        'La respiration carrée prend environ 2 minutes et peut aider votre corps à se calmer. Aimeriez-vous l’essayer avec moi?',
        'Un court exercice de respiration, la respiration carrée, prend environ 2 minutes. Voulez-vous l’essayer ensemble?',
      ],
      steps: [
        'Commençons. Assoyez-vous confortablement, les pieds au sol, et laissez tomber les épaules. Fermez les yeux ou posez le regard sur un point. Dites-moi quand vous voulez commencer.',
        'Inspirez lentement par le nez en comptant jusqu’à 4 : 1, 2, 3, 4. Retenez doucement votre souffle pendant 4 : 1, 2, 3, 4. On passe à la deuxième moitié?',
        'Expirez lentement en comptant jusqu’à 4 : 1, 2, 3, 4. Puis faites une pause, poumons vides, pendant 4 : 1, 2, 3, 4. Voilà un carré complet. Dites-moi quand c’est fait.',
        'Refaites maintenant trois carrés à votre rythme : inspirez 4, retenez 4, expirez 4, pause 4. Laissez vos épaules se détendre un peu plus à chaque fois. Dites-moi quand vous avez terminé.',
      ],
      closing: 'Comment votre corps se sent-il maintenant, comparé à il y a quelques minutes?',
    },
  },
};
