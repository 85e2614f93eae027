/**
 * The severity bands of bands.ts in Canadian French (issue 21): the same labels and ranges (the API's `severity`
 * stays the English label in every language), with a French title and meaning written by the team.
 */
type FrenchBands = Readonly<Record<string, Readonly<Record<string, { title: string; meaning: string }>>>>;

const phq = {
  minimal: { title: 'Minimal', meaning: 'Symptômes de dépression minimes ou absents.' },
  mild: {
    title: 'Léger',
    meaning:
      'Symptômes de dépression légers. Il est raisonnable de suivre leur évolution au cours des prochaines semaines.',
  },
  moderate: {
    title: 'Modéré',
    meaning:
      'Symptômes de dépression modérés. À partir de 10, les cliniciens cherchent habituellement à savoir s’il s’agit ' +
      'd’une dépression majeure : en parler avec un médecin ou un professionnel de la santé mentale est une bonne ' +
      'prochaine étape.',
  },
  'moderately severe': {
    title: 'Modérément grave',
    meaning:
      'Symptômes de dépression modérément graves. Parlez-en avec un médecin ou un professionnel de la santé mentale ' +
      'pour obtenir du soutien et un traitement.',
  },
  severe: {
    title: 'Grave',
    meaning: 'Symptômes de dépression graves. Contactez bientôt un médecin ou un professionnel de la santé mentale.',
  },
};

export const frenchBands: FrenchBands = {
  'phq-9': phq,
  'phq-a': phq,
  'gad-7': {
    minimal: { title: 'Minimal', meaning: 'Symptômes d’anxiété minimes.' },
    mild: {
      title: 'Léger',
      meaning:
        'Symptômes d’anxiété légers. Il est raisonnable de suivre leur évolution au cours des prochaines semaines.',
    },
    moderate: {
      title: 'Modéré',
      meaning:
        'Symptômes d’anxiété modérés. À 10 ou plus, le GAD-7 repère le trouble d’anxiété généralisée avec une ' +
        'sensibilité de 89 % et une spécificité de 82 % : une évaluation plus poussée par un professionnel est ' +
        'recommandée.',
    },
    severe: {
      title: 'Grave',
      meaning:
        'Symptômes d’anxiété graves. Parlez-en avec un médecin ou un professionnel de la santé mentale pour obtenir ' +
        'du soutien et un traitement.',
    },
  },
  'who-5': {
    'likely depression': {
      title: 'Dépression probable',
      meaning:
        'Un score brut de 7 ou moins (28 % ou moins) indique probablement une dépression : une évaluation complète ' +
        'par un professionnel est recommandée.',
    },
    'poor wellbeing': {
      title: 'Bien-être faible',
      meaning:
        'Un score brut inférieur à 13 (moins de 52 %) indique un bien-être faible : un dépistage de la dépression est ' +
        'suggéré.',
    },
    'good wellbeing': {
      title: 'Bon bien-être',
      meaning: 'Un score brut de 13 ou plus (52 % ou plus) indique un bon bien-être.',
    },
  },
  k10: {
    low: { title: 'Faible', meaning: 'Un faible niveau de détresse psychologique.' },
    moderate: { title: 'Modéré', meaning: 'Un niveau modéré de détresse psychologique.' },
    high: {
      title: 'Élevé',
      meaning:
        'Un niveau élevé de détresse psychologique. Il est recommandé d’en parler avec un médecin ou un professionnel ' +
        'de la santé mentale.',
    },
    'very high': {
      title: 'Très élevé',
      meaning:
        'Un niveau très élevé de détresse psychologique. Contactez bientôt un médecin ou un professionnel de la santé ' +
        'mentale.',
    },
  },
  'pcl-5': {
    'below threshold': {
      title: 'Sous le seuil',
      meaning: 'Sous le seuil du PCL-5 (31 à 33) pour un TSPT probable.',
    },
    'probable ptsd': {
      title: 'TSPT probable',
      meaning:
        'Au seuil du PCL-5 (31 à 33) ou au-dessus : TSPT probable. Seule une évaluation par un clinicien peut le ' +
        'confirmer : parlez-en avec un professionnel de la santé mentale.',
    },
  },
  asq: {
    negative: {
      title: 'Négatif',
      meaning: 'Non aux quatre questions : aucun autre dépistage du risque suicidaire n’est nécessaire pour le moment.',
    },
    'non-acute positive': {
      title: 'Positif non aigu',
      meaning:
        'Un oui à l’une des quatre premières questions : un dépistage positif. Une brève évaluation de la sécurité ' +
        'par un professionnel de la santé mentale est nécessaire bientôt; parlez-en avec l’un d’eux, et appelez une ' +
        'ligne de crise à toute heure.',
    },
    'acute positive': {
      title: 'Positif aigu',
      meaning:
        'Des pensées de vous enlever la vie en ce moment : un risque imminent. Vous méritez de l’aide tout de suite : ' +
        'appelez le 911 (ou le 988) ou rendez-vous à l’urgence la plus proche.',
    },
  },
};

/** The notes scoring.ts adds to a band's meaning, in French. */
export const frenchNotes = {
  phqItem9:
    'Vous avez indiqué avoir pensé que vous seriez mieux mort(e) ou à vous faire du mal : quel que soit le total, ' +
    'parlez à quelqu’un aujourd’hui. Les ressources de crise sur cette page sont là pour vous jour et nuit.',
  who5Percent: (percent: string) => `En pourcentage : ${percent} % (score brut × 4).`,
  who5LowItem:
    'Vous avez répondu « at no time » ou « some of the time » à au moins un énoncé : un dépistage de la dépression ' +
    'est suggéré.',
};
