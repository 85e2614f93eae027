/** The conversation model double's French, as spoken in Québec: "tu", "jaser", "un bout de temps". */
import type { ModelTexts } from './conversation-model-texts';

export const french: ModelTexts = {
  greetingBack: 'Allo! Ça fait plaisir de te lire. Comment va ta journée?',
  anythingElse: 'Y a-t-il autre chose dont tu aimerais jaser?',
  questions: [
    'Comment ça se passe pour toi?',
    "Qu'est-ce qui te pèse le plus là-dedans?",
    'Depuis combien de temps tu te sens comme ça?',
    "Qu'est-ce que tu as essayé jusqu'à maintenant?",
    'Qui autour de toi est au courant de ce que tu vis?',
    "Qu'est-ce que tu aimerais ressentir à la place?",
    'Quand est-ce que ça devient un peu plus facile?',
    "Qu'est-ce qui compte le plus pour toi dans tout ça?",
    "Qu'est-ce qui te ferait du bien cette semaine?",
    'Comment vont ton sommeil et ton appétit ces jours-ci?',
    "Qu'est-ce que tu aimerais que les gens autour de toi comprennent?",
    "Qu'est-ce qui changerait si ça allait un peu mieux?",
    "Qu'est-ce qui s'est bien passé cette semaine, même un petit peu?",
    'Comment prends-tu soin de toi quand c’est lourd?',
    "Qu'est-ce qui te donne un peu d'énergie ces temps-ci?",
    'Avec qui te sens-tu le plus toi-même?',
    "Qu'est-ce que tu as hâte de faire bientôt?",
    'Comment as-tu traversé des moments durs avant?',
    "Y a-t-il une partie de tout ça que tu n'as encore dite à personne?",
    'Comment ton corps se sent-il pendant qu’on jase?',
    "Qu'est-ce que tu voudrais retirer de notre jasette aujourd'hui?",
    'Comment te sens-tu par rapport à ça maintenant?',
  ],
  topicReflections: {
    sleep: ['Des nuits comme ça, ça use.', "Rester éveillé avec la tête qui tourne, c'est épuisant."],
    'exam-stress': ['Les examens peuvent prendre toute la place.', "C'est beaucoup de pression pour étudier."],
    worry: ["Ça fait beaucoup d'inquiétudes à porter.", 'On dirait que ta tête y revient sans arrêt.'],
    panic: ['Ça a dû être vraiment épeurant.', 'Ton corps était en pleine alarme.'],
    'low-mood': ["Se sentir à plat comme ça, c'est dur.", "Ton énergie a l'air vraiment basse."],
    loneliness: [
      "Se sentir à part comme ça, c'est difficile.",
      'Être nouveau quelque part, ça peut être vraiment isolant.',
    ],
    conflict: ["Les tensions avec un proche, c'est dur.", "On dirait que ça t'a blessé."],
    breakup: ["C'est une grosse perte.", 'Ça fait vraiment mal.'],
    grief: ['Je suis vraiment désolé pour ta perte.', 'Le deuil se glisse dans les petites choses du quotidien.'],
    anger: ['Ta frustration se comprend.', "On dirait que ça t'a vraiment piqué au vif."],
    burnout: ['Ça fait beaucoup sur tes épaules en ce moment.', 'Pas étonnant que tu te sentes étiré de partout.'],
    parenting: ["Être parent quand on est à bout, c'est dur.", "Ces soirées-là ont l'air épuisantes."],
    bullying: ["Ce n'est pas correct, et ce n'est pas de ta faute.", 'Se faire niaiser comme ça, ça fait mal.'],
  },
  reflections: {
    angry: [
      'Ça fâcherait pas mal de monde.',
      'Ta frustration se comprend.',
      "On dirait que ça t'a vraiment piqué au vif.",
    ],
    sad: ['Ça a l’air vraiment douloureux.', "C'est dur, ce que tu vis là.", "C'est lourd à porter."],
    lonely: [
      'Se sentir à part comme ça, c’est difficile.',
      'Être nouveau quelque part, ça peut être vraiment isolant.',
    ],
    worried: [
      "Ça fait beaucoup d'inquiétudes à porter.",
      'On dirait que ta tête y revient sans arrêt.',
      'Ces pensées ont l’air difficiles à arrêter.',
    ],
    tired: [
      'Tu as l’air à bout.',
      "Ton énergie a l'air vraiment basse.",
      'Être à bout de souffle comme ça, c’est épuisant.',
    ],
    stressed: [
      'Ça fait beaucoup sur tes épaules en ce moment.',
      'La pression a l’air de monter depuis un bout.',
      'Pas étonnant que tu te sentes étiré de partout.',
    ],
    hopeful: ['Ça fait du bien à entendre.', "J'aime ce que j'entends.", 'Ça ressemble à un vrai pas en avant.'],
    neutral: ['Merci de me le dire.', 'Ça se comprend.', 'Je te suis.', 'Merci de me faire confiance.'],
  },
  tips: {
    sleep:
      "Quelques trucs aident quand la tête ne s'arrête pas le soir. Range les écrans environ 30 minutes avant le coucher. Garde un carnet près du lit pour écrire ce qui tourne dans ta tête. Couche-toi et lève-toi à la même heure, dans une chambre sombre et fraîche.",
    'exam-stress':
      "Le stress des examens, c'est très courant, et quelques trucs aident. Fais un horaire d'étude simple, une matière à la fois. Prends une pause toutes les 25 minutes, et garde ton sommeil, tes repas et ton eau. Respirer lentement peut aussi calmer ton corps avant d'étudier.",
    worry:
      "Quand les inquiétudes s'accumulent, ça aide de les sortir de ta tête. Écris-les dans une liste. Ensuite, sépare ce que tu peux contrôler de ce que tu ne peux pas. Tu peux aussi garder un court moment pour t'inquiéter chaque jour, et remettre le reste à plus tard.",
    panic:
      "Une crise de panique fait peur, mais elle n'est pas dangereuse et elle passe, souvent en quelques minutes. Respirer lentement aide, avec une longue expiration. Tu peux aussi poser tes pieds au sol et nommer ce que tu vois.",
    'low-mood':
      "Quand le moral et l'énergie sont bas, attendre d'en avoir envie marche rarement. Commence par quelque chose de petit: une courte marche dehors, une douche, ou une chanson que tu aimais. Écris à un ami, et garde un horaire de sommeil et de repas. Si ça dure des semaines, un médecin peut aider aussi.",
    loneliness:
      "Se faire des amis dans un nouvel endroit prend du temps, alors sois doux avec toi. Choisis une personne et commence par jaser un peu, avec une question sur un cours ou un jeu. Les clubs, les équipes et les groupes aident beaucoup, parce qu'on revoit les mêmes gens chaque semaine.",
    conflict:
      'Les discussions difficiles vont mieux dans un moment calme, pas en pleine chicane. Parle au je, en disant ce que tu ressens, plutôt que de blâmer. Ensuite, écoute son point de vue, et demande une chose précise.',
    breakup:
      "Une rupture, ça fait mal, et c'est normal d'avoir de la peine un bout de temps. Appuie-toi sur tes amis et tes proches. Masquer ses publications pour un temps peut arrêter les vérifications. Garde ton sommeil et tes repas, et donne-toi du temps.",
    grief:
      "Il n'y a pas de bonne façon de vivre un deuil, et ça vient souvent par vagues. Certaines personnes trouvent les soirées plus douces avec une petite routine: une marche, un appel à la famille, la radio allumée. D'autres écrivent une lettre, ou regardent des photos et partagent des souvenirs.",
    anger:
      "La colère se voit souvent d'abord dans le corps: le visage chaud, la mâchoire serrée, les poings. Quand tu remarques ces signes, prends une pause et éloigne-toi si tu peux. Respirer lentement, ou compter jusqu'à dix, donne du temps à ton cerveau. Reparles-en plus tard, une fois calme.",
    burnout:
      "L'épuisement s'installe quand on donne plus qu'on reçoit. Protège un peu de repos chaque jour, même de courtes pauses. Fixe une limite, comme aucun courriel de travail après une certaine heure. Choisis une chose qui compte le plus cette semaine, pas dix. Si tu peux, parles-en à ta direction.",
    parenting:
      "Être parent de jeunes enfants, c'est dur, et personne n'est parfait. Assez bon, c'est vraiment assez bon. Quand tu sens la colère monter, prends une pause et respire avant de réagir. Préparer certaines choses la veille aide aussi les matins. Et demande de l'aide quand tu peux.",
    bullying:
      "Ce qui t'arrive, ce n'est pas de ta faute, et tu ne mérites pas ça. Parles-en à un adulte de confiance, comme un prof, un intervenant ou tes parents. Garde des captures d'écran, ou écris ce qui s'est passé et quand. Reste près de tes amis, et bloque et signale les personnes en ligne.",
  },
  offers: {
    'box-breathing':
      'Veux-tu pratiquer la respiration carrée avec moi maintenant, pour l’avoir sous la main au besoin?',
    'paced-breathing': 'Veux-tu essayer la respiration lente avec moi tout de suite? Ça prend une minute.',
    grounding: "Veux-tu essayer l'exercice d'ancrage 5-4-3-2-1 ensemble?",
    'thought-record': 'Veux-tu remplir un court journal des pensées, pour regarder ce qui t’est passé par la tête?',
    'worry-time': "Veux-tu qu'on organise ensemble un moment pour t'inquiéter?",
    'self-compassion': "Veux-tu essayer un court exercice d'autocompassion avec moi? Ça aide dans les journées dures.",
    'sleep-wind-down': "Veux-tu qu'on bâtisse ensemble une routine du soir, une étape à la fois?",
    'small-step': "Veux-tu qu'on choisisse ensemble un petit pas pour cette semaine?",
  },
  yesThatsIt: "Oui, c'est ça.",
  wrapUp: 'Bravo, tu es allé au bout. Tu peux refaire ça quand tu veux.',
  justListen: "Bien sûr. Je suis là, et je t'écoute.",
  apology: {
    repeated: 'Tu as raison, désolé, je me suis répété.',
    'not-listening': "Tu as raison, désolé. Je t'écoute, et je veux bien comprendre.",
  },
  thanks: "Ça me fait plaisir. Je suis content que ça t'aide un peu.",
  goodbye: 'Prends soin de toi, et reviens quand tu veux jaser. À bientôt!',
  decline: "C'est correct, on n'est pas obligés.",
};
