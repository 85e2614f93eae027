/**
 * The instruments of ../shared/reference/questionnaires.md as the 006 migration seeds them: each one's own item
 * wording, answer options and values, taken from its public source (never paraphrased). Only instruments whose
 * licence allows free digital use are here. This is the wording as shipped: a later change needs a new migration.
 */

export interface SeedOption {
  value: number;
  label: string;
}

export interface SeedInstrument {
  id: string;
  category: string;
  title: string;
  shortDescription: string;
  minutesToComplete: number;
  purpose: string;
  timeFrame: string;
  /** The instrument's own stem, shown above every item. */
  instructions: string;
  source: string;
  citation: string;
  licenceNote: string;
  /** Items in order; each has the instrument's own options unless it says otherwise. */
  items: ReadonlyArray<string | { text: string; options: readonly SeedOption[] }>;
  options: readonly SeedOption[];
}

export const seedCategories = [
  { id: 'depression', title: 'Depression' },
  { id: 'anxiety', title: 'Anxiety' },
  { id: 'wellbeing', title: 'Wellbeing' },
  { id: 'distress', title: 'Distress' },
  { id: 'trauma', title: 'Trauma' },
  { id: 'suicide-risk', title: 'Suicide risk' },
] as const;

const phqOptions: readonly SeedOption[] = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
];

const yesNo: readonly SeedOption[] = [
  { value: 0, label: 'No' },
  { value: 1, label: 'Yes' },
];

const pfizerLicence =
  'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational ' +
  'grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.';

export const seedInstruments: readonly SeedInstrument[] = [
  {
    id: 'phq-9',
    category: 'depression',
    title: 'PHQ-9: Patient Health Questionnaire',
    shortDescription: 'Nine questions on how often depression symptoms have bothered you over the last two weeks.',
    minutesToComplete: 3,
    purpose:
      'Screens for depression and measures how severe its symptoms are. Widely used by family doctors; it cannot ' +
      'diagnose depression on its own.',
    timeFrame: 'over the last 2 weeks',
    instructions: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
    source: 'Patient Health Questionnaire-9 (PHQ-9), Kroenke, Spitzer & Williams, 2001',
    citation:
      'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. ' +
      'J Gen Intern Med. 2001;16(9):606-613.',
    licenceNote: pfizerLicence,
    options: phqOptions,
    items: [
      'Little interest or pleasure in doing things',
      'Feeling down, depressed, or hopeless',
      'Trouble falling or staying asleep, or sleeping too much',
      'Feeling tired or having little energy',
      'Poor appetite or overeating',
      'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
      'Trouble concentrating on things, such as reading the newspaper or watching television',
      'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or ' +
        'restless that you have been moving around a lot more than usual',
      'Thoughts that you would be better off dead or of hurting yourself in some way',
    ],
  },
  {
    id: 'phq-a',
    category: 'depression',
    title: 'PHQ-A: Patient Health Questionnaire for Adolescents',
    shortDescription: 'The PHQ-9 adapted for young people aged 11 to 17, with two questions on suicidal thoughts.',
    minutesToComplete: 4,
    purpose:
      'Screens young people aged 11 to 17 for depression and measures how severe its symptoms are; two more ' +
      'questions ask about serious suicidal thoughts and past attempts.',
    timeFrame: 'over the past two weeks (the last two questions: the past month and your whole life)',
    instructions:
      'How often have you been bothered by each of the following symptoms during the past two weeks? For each ' +
      'symptom choose the answer that best describes how you have been feeling.',
    source: 'PHQ-9 modified for Adolescents (PHQ-A), Johnson, Harris, Spitzer & Williams, 2002',
    citation:
      'Johnson JG, Harris ES, Spitzer RL, Williams JBW. The Patient Health Questionnaire for Adolescents: ' +
      'validation of an instrument for the assessment of mental disorders among adolescent primary care patients. ' +
      'J Adolesc Health. 2002;30(3):196-204.',
    licenceNote: pfizerLicence,
    options: phqOptions,
    items: [
      'Feeling down, depressed, irritable, or hopeless?',
      'Little interest or pleasure in doing things?',
      'Trouble falling asleep, staying asleep, or sleeping too much?',
      'Poor appetite, weight loss, or overeating?',
      'Feeling tired, or having little energy?',
      'Feeling bad about yourself – or feeling that you are a failure, or that you have let yourself or your ' +
        'family down?',
      'Trouble concentrating on things like school work, reading, or watching TV?',
      'Moving or speaking so slowly that other people could have noticed? Or the opposite – being so fidgety or ' +
        'restless that you were moving around a lot more than usual?',
      'Thoughts that you would be better off dead, or of hurting yourself in some way?',
      {
        text: 'Has there been a time in the past month when you have had serious thoughts about ending your life?',
        options: yesNo,
      },
      { text: 'Have you EVER, in your WHOLE LIFE, tried to kill yourself or made a suicide attempt?', options: yesNo },
    ],
  },
  {
    id: 'gad-7',
    category: 'anxiety',
    title: 'GAD-7: Generalized Anxiety Disorder scale',
    shortDescription: 'Seven questions on how often anxiety symptoms have bothered you over the last two weeks.',
    minutesToComplete: 2,
    purpose:
      'Screens for generalized anxiety disorder and measures how severe anxiety symptoms are. A score of 10 or more ' +
      'finds generalized anxiety disorder with 89 % sensitivity and 82 % specificity.',
    timeFrame: 'over the last 2 weeks',
    instructions: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
    source: 'Generalized Anxiety Disorder-7 (GAD-7), Spitzer, Kroenke, Williams & Löwe, 2006',
    citation:
      'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: ' +
      'the GAD-7. Arch Intern Med. 2006;166(10):1092-1097.',
    licenceNote: pfizerLicence,
    options: phqOptions,
    items: [
      'Feeling nervous, anxious, or on edge',
      'Not being able to stop or control worrying',
      'Worrying too much about different things',
      'Trouble relaxing',
      'Being so restless that it is hard to sit still',
      'Becoming easily annoyed or irritable',
      'Feeling afraid, as if something awful might happen',
    ],
  },
  {
    id: 'who-5',
    category: 'wellbeing',
    title: 'WHO-5 Well-Being Index',
    shortDescription: 'Five statements on how you have been feeling over the last two weeks.',
    minutesToComplete: 2,
    purpose:
      'Measures current mental wellbeing. A low score, or any statement answered "at no time" or "some of the ' +
      'time", suggests screening for depression.',
    timeFrame: 'over the last two weeks',
    instructions:
      'Please respond to each item by choosing the answer which is closest to how you have been feeling over the ' +
      'last two weeks.',
    source: 'WHO-5 Well-Being Index, © Psychiatric Research Unit, WHO Collaborating Centre in Mental Health, 1998',
    citation:
      'Topp CW, Østergaard SD, Søndergaard S, Bech P. The WHO-5 Well-Being Index: a systematic review of the ' +
      'literature. Psychother Psychosom. 2015;84(3):167-176.',
    licenceNote: 'Free to use, without permission, with this attribution: © Psychiatric Research Unit, WHO ' +
      'Collaborating Centre in Mental Health, Frederiksborg General Hospital, 1998.',
    options: [
      { value: 5, label: 'All of the time' },
      { value: 4, label: 'Most of the time' },
      { value: 3, label: 'More than half of the time' },
      { value: 2, label: 'Less than half of the time' },
      { value: 1, label: 'Some of the time' },
      { value: 0, label: 'At no time' },
    ],
    items: [
      'I have felt cheerful and in good spirits',
      'I have felt calm and relaxed',
      'I have felt active and vigorous',
      'I woke up feeling fresh and rested',
      'My daily life has been filled with things that interest me',
    ],
  },
  {
    id: 'k10',
    category: 'distress',
    title: 'K10: Kessler Psychological Distress Scale',
    shortDescription: 'Ten questions on feelings of anxiety and depression over the past four weeks.',
    minutesToComplete: 3,
    purpose: 'Gives a global measure of psychological distress from anxiety and depression symptoms.',
    timeFrame: 'in the past 4 weeks',
    instructions:
      'These questions concern how you have been feeling over the past 4 weeks. Choose the answer that best ' +
      'represents how you have been.',
    source: 'Kessler Psychological Distress Scale (K10), © Ronald C. Kessler, Harvard Medical School, 2002',
    citation:
      'Kessler RC, Andrews G, Colpe LJ, et al. Short screening scales to monitor population prevalences and trends ' +
      'in non-specific psychological distress. Psychol Med. 2002;32(6):959-976. Bands: Australian Bureau of ' +
      'Statistics, Information Paper: Use of the Kessler Psychological Distress Scale in ABS Health Surveys, 2001.',
    licenceNote: 'Free to use with attribution: © Ronald C. Kessler, Harvard Medical School.',
    options: [
      { value: 1, label: 'None of the time' },
      { value: 2, label: 'A little of the time' },
      { value: 3, label: 'Some of the time' },
      { value: 4, label: 'Most of the time' },
      { value: 5, label: 'All of the time' },
    ],
    items: [
      'In the past 4 weeks, about how often did you feel tired out for no good reason?',
      'In the past 4 weeks, about how often did you feel nervous?',
      'In the past 4 weeks, about how often did you feel so nervous that nothing could calm you down?',
      'In the past 4 weeks, about how often did you feel hopeless?',
      'In the past 4 weeks, about how often did you feel restless or fidgety?',
      'In the past 4 weeks, about how often did you feel so restless you could not sit still?',
      'In the past 4 weeks, about how often did you feel depressed?',
      'In the past 4 weeks, about how often did you feel that everything was an effort?',
      'In the past 4 weeks, about how often did you feel so sad that nothing could cheer you up?',
      'In the past 4 weeks, about how often did you feel worthless?',
    ],
  },
  {
    id: 'pcl-5',
    category: 'trauma',
    title: 'PCL-5: PTSD Checklist for DSM-5',
    shortDescription: 'Twenty questions on problems people sometimes have after a very stressful experience.',
    minutesToComplete: 6,
    purpose: 'Screens for post-traumatic stress disorder (PTSD) and measures how severe its symptoms are.',
    timeFrame: 'in the past month',
    instructions:
      'Below is a list of problems that people sometimes have in response to a very stressful experience. Please ' +
      'read each problem carefully and then choose how much you have been bothered by that problem in the past ' +
      'month. In the past month, how much were you bothered by:',
    source: 'PTSD Checklist for DSM-5 (PCL-5), US Department of Veterans Affairs, National Center for PTSD, 2013',
    citation:
      'Weathers FW, Litz BT, Keane TM, Palmieri PA, Marx BP, Schnurr PP. The PTSD Checklist for DSM-5 (PCL-5). ' +
      'National Center for PTSD; 2013. www.ptsd.va.gov',
    licenceNote: 'Public domain: a work of the US Department of Veterans Affairs, National Center for PTSD.',
    options: [
      { value: 0, label: 'Not at all' },
      { value: 1, label: 'A little bit' },
      { value: 2, label: 'Moderately' },
      { value: 3, label: 'Quite a bit' },
      { value: 4, label: 'Extremely' },
    ],
    items: [
      'Repeated, disturbing, and unwanted memories of the stressful experience?',
      'Repeated, disturbing dreams of the stressful experience?',
      'Suddenly feeling or acting as if the stressful experience were actually happening again (as if you were ' +
        'actually back there reliving it)?',
      'Feeling very upset when something reminded you of the stressful experience?',
      'Having strong physical reactions when something reminded you of the stressful experience (for example, ' +
        'heart pounding, trouble breathing, sweating)?',
      'Avoiding memories, thoughts, or feelings related to the stressful experience?',
      'Avoiding external reminders of the stressful experience (for example, people, places, conversations, ' +
        'activities, objects, or situations)?',
      'Trouble remembering important parts of the stressful experience?',
      'Having strong negative beliefs about yourself, other people, or the world (for example, having thoughts ' +
        'such as: I am bad, there is something seriously wrong with me, no one can be trusted, the world is ' +
        'completely dangerous)?',
      'Blaming yourself or someone else for the stressful experience or what happened after it?',
      'Having strong negative feelings such as fear, horror, anger, guilt, or shame?',
      'Loss of interest in activities that you used to enjoy?',
      'Feeling distant or cut off from other people?',
      'Trouble experiencing positive feelings (for example, being unable to feel happiness or have loving feelings ' +
        'for people close to you)?',
      'Irritable behavior, angry outbursts, or acting aggressively?',
      'Taking too many risks or doing things that could cause you harm?',
      'Being “superalert” or watchful or on guard?',
      'Feeling jumpy or easily startled?',
      'Having difficulty concentrating?',
      'Trouble falling or staying asleep?',
    ],
  },
  {
    id: 'asq',
    category: 'suicide-risk',
    title: 'ASQ: Ask Suicide-Screening Questions',
    shortDescription: 'Four yes-or-no questions on thoughts of suicide, for people aged 10 to 24.',
    minutesToComplete: 1,
    purpose:
      'Screens young people aged 10 to 24 for suicide risk. If any of the first four answers is yes, a fifth ' +
      'question asks whether the thoughts are there right now.',
    timeFrame: 'the past few weeks, the past week, ever, and right now',
    instructions: 'Please answer each question with yes or no.',
    source: 'Ask Suicide-Screening Questions (ASQ), National Institute of Mental Health (NIMH), 2008',
    citation:
      'Horowitz LM, Bridge JA, Teach SJ, et al. Ask Suicide-Screening Questions (ASQ): a brief instrument for the ' +
      'pediatric emergency department. Arch Pediatr Adolesc Med. 2012;166(12):1170-1176.',
    licenceNote: 'Free to use: NIMH ASQ Suicide Risk Screening Toolkit, a US government work.',
    options: yesNo,
    items: [
      'In the past few weeks, have you wished you were dead?',
      'In the past few weeks, have you felt that you or your family would be better off if you were dead?',
      'In the past week, have you been having thoughts about killing yourself?',
      'Have you ever tried to kill yourself?',
      'Are you having thoughts of killing yourself right now?',
    ],
  },
];

/** Item ids are the instrument id and the position: `phq-9-9` is PHQ-9's item 9. */
export function seedQuestionId(testId: string, position: number): string {
  return `${testId}-${position}`;
}
