import { type SeedInstrument, phqOptions, pfizerLicence } from './shared';

export const gad7: SeedInstrument = {
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
};
