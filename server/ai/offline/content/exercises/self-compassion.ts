import type { ExerciseScript } from '../exercises';

export const selfCompassion: ExerciseScript = {
  id: 'self-compassion',
  label: { en: 'self-compassion break', fr: 'pause d’autocompassion' },
  cues: [
    'self-compassion',
    'self compassion',
    'self compassion break',
    'be kinder to myself',
    'be nicer to myself',
    'be kind to myself',
    'stop being so hard on myself',
    'too hard on myself',
    'self love exercise',
    'autocompassion',
    'auto-compassion',
    'bienveillance envers moi',
    'etre plus doux avec moi',
    'etre plus douce avec moi',
    'moins dur avec moi',
    'moins dure avec moi',
  ],
  teen: {
    en: {
      offers: [
        "A self-compassion break takes about 3 minutes. It's a way to be kind to yourself when things hurt. Want to try it?",
        'We could practise being on your own side for a moment, with a self-compassion break. It takes about 3 minutes. Want to try?',
      ],
      steps: [
        "Think of what's hard for you right now. If you like, put a hand on your chest. Do you have it in mind now?",
        'First, notice that it hurts. Say to yourself, “This is really hard right now.” How does it feel to say that?',
        'Next, remember you are not the only one. Say, “Other people feel this too. Hard times are part of life.” What comes up when you say it?',
        'Last, say something kind to yourself, the way you would to a good friend. Like, “I am doing my best,” or “I can be kind to myself.” What words feel right for you?',
      ],
      closing: 'How do you feel after trying that?',
    },
    fr: {
      offers: [
        'La pause d’autocompassion prend environ 3 minutes. C’est une façon de te traiter avec douceur quand ça fait mal. Veux-tu l’essayer?',
        'On pourrait prendre un moment pour te mettre de ton propre bord, avec une pause d’autocompassion. Ça prend environ 3 minutes. On essaie?',
      ],
      steps: [
        'Pense à ce qui est difficile pour toi en ce moment. Si tu veux, pose une main sur ta poitrine. Dis-moi quand tu l’as en tête.',
        'D’abord, remarque que ça fait mal. Dis-toi : « C’est vraiment difficile en ce moment. » Comment ça fait, de dire ça?',
        'Ensuite, rappelle-toi que tu n’es pas la seule personne à vivre ça. Dis-toi : « D’autres vivent ça aussi. Les moments durs font partie de la vie. » Qu’est-ce qui te vient quand tu le dis?',
        'Enfin, dis-toi quelque chose de doux, comme tu le ferais pour quelqu’un que tu aimes. Par exemple : « Je fais de mon mieux » ou « J’ai le droit de me traiter avec douceur. » Quels mots te conviennent?',
      ],
      closing: 'Comment tu te sens après avoir essayé ça?',
    },
  },
  adult: {
    en: {
      offers: [
        'A self-compassion break takes about 3 minutes and offers you the kindness you would give a friend. Would you like to try it?',
        'We could pause and meet this with some kindness toward yourself, in a self-compassion break of about 3 minutes. Would that help?',
      ],
      steps: [
        "Bring to mind what's hard for you right now. If it feels right, place a hand on your chest. Do you have it in mind now?",
        'First, acknowledge that it hurts. Say to yourself, “This is a moment of suffering,” or simply, “This is hard.” How is it to say that?',
        'Next, remember that struggle is part of life and that you are not alone in it. Say, “Other people feel this way too.” What comes up as you say it?',
        'Finally, offer yourself a kind phrase, the way you would to a friend in the same spot. For example, “May I be kind to myself,” or “May I give myself what I need.” What words fit for you?',
      ],
      closing: 'How do you feel after trying that?',
    },
    fr: {
      offers: [
        'La pause d’autocompassion prend environ 3 minutes : vous vous offrez la bienveillance que vous offririez à un ami. Aimeriez-vous l’essayer?',
        'Nous pourrions faire une pause et accueillir ce moment avec un peu de douceur envers vous-même, le temps d’une pause d’autocompassion d’environ 3 minutes. Est-ce que cela vous aiderait?',
      ],
      steps: [
        'Pensez à ce qui est difficile pour vous en ce moment. Si cela vous convient, posez une main sur votre poitrine. Dites-moi quand vous l’avez en tête.',
        'D’abord, reconnaissez que ça fait mal. Dites-vous : « C’est un moment de souffrance », ou simplement : « C’est difficile. » Comment est-ce de le dire?',
        'Ensuite, rappelez-vous que les difficultés font partie de la vie et que vous n’êtes pas la seule personne à les traverser. Dites-vous : « D’autres personnes ressentent cela aussi. » Qu’est-ce qui vous vient en le disant?',
        'Enfin, offrez-vous une phrase bienveillante, comme vous le feriez pour une personne amie dans la même situation. Par exemple : « Que je puisse me traiter avec douceur » ou « Que je puisse me donner ce dont j’ai besoin. » Quels mots vous conviennent?',
      ],
      closing: 'Comment vous sentez-vous après cet exercice?',
    },
  },
};
