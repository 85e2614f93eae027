/**
 * Guided exercises for the offline engine, one message per step. Every step ends by waiting for the person (a
 * question or an invitation to reply), so the engine sends one step, then listens: a person in distress is never
 * handed a wall of instructions. Teen texts aim at Flesch-Kincaid grade 8 or below, adult texts at grade 10 or below;
 * French is Canadian French, "tu" for teens and "vous" for adults. Sources: docs/decisions/026.
 *
 * Every text must pass the output guard unchanged (server/safety/output-guard.ts): Doro's own words are never
 * rewritten into a refusal in front of someone who just said yes.
 */

export type ExerciseId =
  | 'box-breathing'
  | 'paced-breathing'
  | 'grounding'
  | 'thought-record'
  | 'worry-time'
  | 'self-compassion'
  | 'sleep-wind-down'
  | 'small-step';

export interface ExerciseText {
  /** How it is offered: a yes/no question that says what it is and how long it takes. */
  offers: string[];
  /** The steps, each one message that ends by waiting for the person (a question or "tell me when you're ready"). */
  steps: string[];
  /** After the last step: a short check-in question about how it went. */
  closing: string;
}

export interface ExerciseScript {
  id: ExerciseId;
  /** A short noun phrase a summary can use: "box breathing". */
  label: { en: string; fr: string };
  /**
   * Words that show the person asks for this exercise by name: lower case, without accents, as the engine reads a
   * message (cues.ts normalise). Generic asks ("breathing exercise") belong to box breathing only, so one ask never
   * matches two exercises.
   */
  cues: string[];
  teen: { en: ExerciseText; fr: ExerciseText };
  adult: { en: ExerciseText; fr: ExerciseText };
}

const boxBreathing: ExerciseScript = {
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

const pacedBreathing: ExerciseScript = {
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

const grounding: ExerciseScript = {
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
        "Next, 2 things you can smell. If nothing stands out, name 2 scents you like. What comes to mind?",
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

const thoughtRecord: ExerciseScript = {
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

const worryTime: ExerciseScript = {
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

const selfCompassion: ExerciseScript = {
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

const sleepWindDown: ExerciseScript = {
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

const smallStep: ExerciseScript = {
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

export const exerciseScripts: Record<ExerciseId, ExerciseScript> = {
  'box-breathing': boxBreathing,
  'paced-breathing': pacedBreathing,
  grounding,
  'thought-record': thoughtRecord,
  'worry-time': worryTime,
  'self-compassion': selfCompassion,
  'sleep-wind-down': sleepWindDown,
  'small-step': smallStep,
};
