import type { ExerciseScript } from '../exercises';

export const sleepWindDown: ExerciseScript = {
  id: 'sleep-wind-down',
  label: { en: 'wind-down plan for tonight', fr: 'routine de détente pour ce soir' },
  cues: [
    'wind down',
    'wind-down',
    'bedtime routine',
    'night routine',
    'sleep routine',
    'plan for tonight',
    'help me sleep tonight',
    'relax before bed',
    'calm down before bed',
    'routine du soir',
    'routine de sommeil',
    'routine avant de dormir',
    'me detendre avant de dormir',
    'decompresser avant de dormir',
    'aide-moi a dormir',
    'aide moi a dormir',
  ],
  teen: {
    en: {
      offers: [
        'A wind-down plan for tonight takes about 5 minutes to make and can help your body get ready for sleep. Want to make one?',
        'We could plan the hour before bed together, in about 5 minutes. Want to?',
      ],
      steps: [
        'Your wind-down starts about an hour before bedtime. So first, what time do you want to be in bed tonight?',
        'At that time, screens go away. Where could your phone charge tonight, so it is out of reach?',
        'Now pick one or two calm things for that hour, like a warm shower, reading, stretching, or quiet music. What would you like to do?',
        'If worries show up, write them on paper with one next step, and let them wait until tomorrow. What is on your mind that you could write down tonight?',
        "Last tip: if you're still awake after about 20 minutes, get up and do something calm in dim light until you feel sleepy. Then go back to bed. How does this plan sound?",
      ],
      closing: 'How do you feel about trying this plan tonight?',
    },
    fr: {
      offers: [
        'Une routine de détente pour ce soir, ça prend environ 5 minutes à préparer et ça peut aider ton corps à se préparer au sommeil. Veux-tu t’en faire une?',
        'On pourrait planifier ensemble l’heure avant le coucher, en environ 5 minutes. Ça te tente?',
      ],
      steps: [
        'Ta routine commence environ une heure avant le coucher. Alors d’abord, à quelle heure veux-tu te coucher ce soir?',
        'À ce moment-là, les écrans s’en vont. Où ton cell pourrait-il se recharger cette nuit, loin de ton lit?',
        'Maintenant, choisis une ou deux activités calmes pour cette heure-là, comme une douche chaude, lire, t’étirer ou écouter de la musique douce. Qu’est-ce qui te tente?',
        'Si des inquiétudes arrivent, écris-les sur papier avec une prochaine étape, puis laisse-les attendre jusqu’à demain. Qu’est-ce que tu as en tête que tu pourrais écrire ce soir?',
        'Dernier conseil : si tu ne dors toujours pas après une vingtaine de minutes, lève-toi et fais quelque chose de calme avec peu de lumière, jusqu’à ce que le sommeil revienne. Puis retourne te coucher. Qu’est-ce que tu penses de ce plan?',
      ],
      closing: 'Comment tu te sens à l’idée d’essayer ce plan ce soir?',
    },
  },
  adult: {
    en: {
      offers: [
        'A wind-down plan for tonight takes about 5 minutes to make and can help your body and mind get ready for sleep. Would you like to make one?',
        'Planning the hour before bed together takes about 5 minutes. Would that help?',
      ],
      steps: [
        'Your wind-down starts about an hour before bedtime. So first, what time would you like to be in bed tonight?',
        'At that point, screens and work go away. Where could your phone charge overnight, out of reach of the bed?',
        'Now choose one or two calming things for that hour: a warm shower, reading something light, gentle stretching, quiet music. What appeals to you?',
        'If worries come up, write them down with one next step for tomorrow, so your mind can let them go for the night. What is on your mind that you could put on paper tonight?',
        "One last part: if you're still awake after about 20 minutes, get up and do something quiet in dim light until you feel sleepy, then go back to bed. How does this plan sound to you?",
      ],
      closing: 'How do you feel about trying this tonight?',
    },
    fr: {
      offers: [
        'Une routine de détente pour ce soir prend environ 5 minutes à préparer et peut aider votre corps et votre esprit à se préparer au sommeil. Aimeriez-vous en préparer une?',
        'Planifier ensemble l’heure qui précède le coucher prend environ 5 minutes. Est-ce que cela vous aiderait?',
      ],
      steps: [
        'Votre routine commence environ une heure avant le coucher. Alors d’abord, à quelle heure aimeriez-vous être au lit ce soir?',
        'À ce moment-là, les écrans et le travail sont mis de côté. Où votre téléphone pourrait-il se recharger pour la nuit, hors de portée du lit?',
        'Choisissez maintenant une ou deux activités apaisantes pour cette heure : une douche chaude, une lecture légère, quelques étirements doux, de la musique tranquille. Qu’est-ce qui vous attire?',
        'Si des soucis surgissent, notez-les avec une prochaine étape pour demain, afin que votre esprit puisse les laisser aller pour la nuit. Qu’avez-vous en tête que vous pourriez mettre sur papier ce soir?',
        'Une dernière chose : si vous ne dormez toujours pas après une vingtaine de minutes, levez-vous et faites quelque chose de calme sous une lumière tamisée jusqu’à ce que le sommeil revienne, puis retournez vous coucher. Que pensez-vous de ce plan?',
      ],
      closing: 'Comment vous sentez-vous à l’idée d’essayer ce plan ce soir?',
    },
  },
};
