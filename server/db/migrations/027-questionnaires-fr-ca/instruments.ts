/**
 * The questionnaires' own French (issue 21, decision 034): what Doro writes about each instrument (title, summary,
 * purpose, time frame, licence) in Canadian French, written by the team. The instrument's wording (its stem, items
 * and answer options) is here only where a validated French version may be used (gad-7.ts); elsewhere `instructions`
 * is null and the items stay in English, as the instrument was validated.
 */

export interface FrenchInstrument {
  id: string;
  title: string;
  shortDescription: string;
  purpose: string;
  timeFrame: string;
  /** The validated French stem, or null: the English stem stays with the English items. */
  instructions: string | null;
  source: string;
  licenceNote: string;
}

export const frenchCategories: ReadonlyArray<{ id: string; title: string }> = [
  { id: 'depression', title: 'Dépression' },
  { id: 'anxiety', title: 'Anxiété' },
  { id: 'wellbeing', title: 'Bien-être' },
  { id: 'distress', title: 'Détresse' },
  { id: 'trauma', title: 'Traumatisme' },
  { id: 'suicide-risk', title: 'Risque suicidaire' },
];

const pfizerLicenceFr =
  'Mis au point par les Drs Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke et leurs collègues, grâce à une ' +
  'subvention éducative de Pfizer Inc. Aucune permission n’est requise pour le reproduire, le traduire, ' +
  'l’afficher ou le distribuer.';

export const frenchInstruments: readonly FrenchInstrument[] = [
  {
    id: 'phq-9',
    title: 'PHQ-9 : questionnaire sur la santé du patient',
    shortDescription:
      'Neuf questions sur la fréquence à laquelle des symptômes de dépression vous ont dérangé au cours des deux ' +
      'dernières semaines.',
    purpose:
      'Dépiste la dépression et mesure la gravité de ses symptômes. Très utilisé par les médecins de famille; il ne ' +
      'peut pas, à lui seul, poser un diagnostic de dépression.',
    timeFrame: 'au cours des 2 dernières semaines',
    instructions: null,
    source: 'Patient Health Questionnaire-9 (PHQ-9), Kroenke, Spitzer et Williams, 2001',
    licenceNote: pfizerLicenceFr,
  },
  {
    id: 'phq-a',
    title: 'PHQ-A : questionnaire sur la santé du patient pour les adolescents',
    shortDescription: 'Le PHQ-9 adapté aux jeunes de 11 à 17 ans, avec deux questions sur les pensées suicidaires.',
    purpose:
      'Dépiste la dépression chez les jeunes de 11 à 17 ans et mesure la gravité de ses symptômes; deux autres ' +
      'questions portent sur les pensées suicidaires sérieuses et les tentatives passées.',
    timeFrame:
      'au cours des deux dernières semaines (les deux dernières questions : le dernier mois et toute votre vie)',
    instructions: null,
    source: 'PHQ-9 modifié pour les adolescents (PHQ-A), Johnson, Harris, Spitzer et Williams, 2002',
    licenceNote: pfizerLicenceFr,
  },
  {
    id: 'gad-7',
    title: 'GAD-7 : échelle du trouble d’anxiété généralisée',
    shortDescription:
      'Sept questions sur la fréquence à laquelle des symptômes d’anxiété vous ont dérangé au cours des deux ' +
      'dernières semaines.',
    purpose:
      'Dépiste le trouble d’anxiété généralisée et mesure la gravité des symptômes d’anxiété. Un score de 10 ou plus ' +
      'repère le trouble d’anxiété généralisée avec une sensibilité de 89 % et une spécificité de 82 %.',
    timeFrame: 'au cours des 14 derniers jours',
    // The validated French stem (Pfizer's French translation of the GAD-7).
    instructions:
      'Au cours des 14 derniers jours, à quelle fréquence avez-vous été dérangé(e) par les problèmes suivants ?',
    source:
      'Generalized Anxiety Disorder-7 (GAD-7), Spitzer, Kroenke, Williams et Löwe, 2006; version française de ' +
      'Pfizer (PHQ Screeners)',
    licenceNote: pfizerLicenceFr,
  },
  {
    id: 'who-5',
    title: 'WHO-5 : indice de bien-être de l’OMS',
    shortDescription: 'Cinq énoncés sur la façon dont vous vous êtes senti au cours des deux dernières semaines.',
    purpose:
      'Mesure le bien-être mental actuel. Un score bas, ou un énoncé auquel vous répondez « at no time » ou « some ' +
      'of the time », suggère un dépistage de la dépression.',
    timeFrame: 'au cours des deux dernières semaines',
    instructions: null,
    source: 'WHO-5 Well-Being Index, © Psychiatric Research Unit, WHO Collaborating Centre in Mental Health, 1998',
    licenceNote:
      'Utilisation libre, sans permission, avec cette attribution : © Psychiatric Research Unit, WHO Collaborating ' +
      'Centre in Mental Health, Frederiksborg General Hospital, 1998.',
  },
  {
    id: 'k10',
    title: 'K10 : échelle de détresse psychologique de Kessler',
    shortDescription:
      'Dix questions sur des sentiments d’anxiété et de dépression au cours des quatre dernières semaines.',
    purpose: 'Donne une mesure globale de la détresse psychologique liée aux symptômes d’anxiété et de dépression.',
    timeFrame: 'au cours des 4 dernières semaines',
    instructions: null,
    source: 'Kessler Psychological Distress Scale (K10), © Ronald C. Kessler, Harvard Medical School, 2002',
    licenceNote: 'Utilisation libre avec attribution : © Ronald C. Kessler, Harvard Medical School.',
  },
  {
    id: 'pcl-5',
    title: 'PCL-5 : liste de vérification du TSPT pour le DSM-5',
    shortDescription: 'Vingt questions sur des problèmes que l’on a parfois après une expérience très stressante.',
    purpose: 'Dépiste le trouble de stress post-traumatique (TSPT) et mesure la gravité de ses symptômes.',
    timeFrame: 'au cours du dernier mois',
    instructions: null,
    source: 'PTSD Checklist for DSM-5 (PCL-5), US Department of Veterans Affairs, National Center for PTSD, 2013',
    licenceNote: 'Domaine public : une œuvre du US Department of Veterans Affairs, National Center for PTSD.',
  },
  {
    id: 'asq',
    title: 'ASQ : questions de dépistage du risque suicidaire',
    shortDescription: 'Quatre questions par oui ou non sur les pensées suicidaires, pour les 10 à 24 ans.',
    purpose:
      'Dépiste le risque suicidaire chez les jeunes de 10 à 24 ans. Si l’une des quatre premières réponses est oui, ' +
      'une cinquième question demande si ces pensées sont là en ce moment.',
    timeFrame: 'les dernières semaines, la dernière semaine, déjà dans votre vie, et en ce moment',
    instructions: null,
    source: 'Ask Suicide-Screening Questions (ASQ), National Institute of Mental Health (NIMH), 2008',
    licenceNote: 'Utilisation libre : NIMH ASQ Suicide Risk Screening Toolkit, une œuvre du gouvernement américain.',
  },
];
