import type { ExerciseScript } from '../exercises';

export const pacedBreathing: ExerciseScript = {
  id: 'paced-breathing',
  label: { en: 'slow breathing with a longer breath out', fr: 'respiration lente avec une expiration plus longue' },
  cues: [
    'paced breathing',
    'slow breathing',
    'calm breathing',
    'belly breathing',
    '4-6 breathing',
    'in 4 out 6',
    'longer exhale',
    'long exhale',
    'breathe slower',
    'slow my breathing',
    'respiration lente',
    'respiration abdominale',
    'respiration du ventre',
    'expiration longue',
    'respirer plus lentement',
  ],
  teen: {
    en: {
      offers: [
        'Slow breathing with a longer breath out takes about 2 minutes and helps your body relax. Want to try it?',
        'We could slow your breathing down together: in for 4, out for 6, for about 2 minutes. Want to try?',
      ],
      steps: [
        "Get comfy and put one hand on your belly. Let your shoulders drop. Tell me when you're ready.",
        'Breathe in through your nose for 4: 1, 2, 3, 4. Feel your belly puff out a bit under your hand. Ready for the breath out?',
        'Now breathe out slowly through your mouth for 6: 1, 2, 3, 4, 5, 6. Make it soft, like blowing on hot soup. How was that?',
        "Let's keep going: in for 4, out for 6. Do it 5 more times at your own speed. Tell me when you're done.",
      ],
      closing: 'How do you feel now, compared with when we started?',
    },
    fr: {
      offers: [
        'Respirer lentement, en expirant plus longtemps, ça prend environ 2 minutes et ça aide ton corps à se détendre. Veux-tu essayer?',
        'On pourrait ralentir ta respiration ensemble : inspire sur 4, expire sur 6, pendant environ 2 minutes. Ça te tente?',
      ],
      steps: [
        'Installe-toi confortablement et pose une main sur ton ventre. Laisse tomber tes épaules. Dis-moi quand c’est bon.',
        'Inspire par le nez en comptant jusqu’à 4 : 1, 2, 3, 4. Sens ton ventre se gonfler un peu sous ta main. On passe à l’expiration?',
        'Maintenant, expire lentement par la bouche en comptant jusqu’à 6 : 1, 2, 3, 4, 5, 6. Tout doucement, comme si tu soufflais sur une soupe chaude. As-tu réussi à aller jusqu’à 6?',
        'On continue : inspire 4, expire 6. Refais-le 5 fois à ton rythme. Dis-moi quand tu as fini.',
      ],
      closing: 'Comment tu te sens maintenant, comparé au début?',
    },
  },
  adult: {
    en: {
      offers: [
        'Slow breathing with a longer exhale takes about 2 minutes and helps the body shift toward calm. Would you like to try it?',
        'We could slow your breathing down together, in for 4 and out for 6, for about 2 minutes. Would that help?',
      ],
      steps: [
        "Sit comfortably and rest one hand on your belly. Let your jaw and shoulders loosen. Tell me when you're ready.",
        'Breathe in gently through your nose for a count of 4: 1, 2, 3, 4. Let your belly rise under your hand rather than your chest. Ready for the exhale?',
        'Now breathe out slowly through your mouth for a count of 6: 1, 2, 3, 4, 5, 6, as if blowing on a spoonful of hot soup. How did that feel?',
        "Let's continue for about a minute: in for 4, out for 6, five or six more times. If 6 feels too long, out for 5 is fine. Tell me when you've finished.",
      ],
      closing: 'How are you feeling now, compared with when we began?',
    },
    fr: {
      offers: [
        'Une respiration lente, avec une expiration plus longue, prend environ 2 minutes et aide le corps à retrouver son calme. Aimeriez-vous l’essayer?',
        'Nous pourrions ralentir votre respiration ensemble, en inspirant sur 4 temps et en expirant sur 6, pendant environ 2 minutes. Est-ce que cela vous aiderait?',
      ],
      steps: [
        'Assoyez-vous confortablement et posez une main sur votre ventre. Relâchez la mâchoire et les épaules. Dites-moi quand vous voulez commencer.',
        'Inspirez doucement par le nez en comptant jusqu’à 4 : 1, 2, 3, 4. Laissez votre ventre se soulever sous votre main, plutôt que la poitrine. On passe à l’expiration?',
        'Expirez maintenant lentement par la bouche en comptant jusqu’à 6 : 1, 2, 3, 4, 5, 6, comme pour refroidir une cuillerée de soupe chaude. Comment était-ce?',
        'Continuons pendant environ une minute : inspirez sur 4, expirez sur 6, encore cinq ou six fois. Si 6 vous semble trop long, expirez sur 5. Dites-moi quand vous avez terminé.',
      ],
      closing: 'Comment vous sentez-vous maintenant, comparé au début?',
    },
  },
};
