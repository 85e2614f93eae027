import { type SeedInstrument, phqOptions, yesNo, pfizerLicence } from './shared';

export const phqA: SeedInstrument = {
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
};
