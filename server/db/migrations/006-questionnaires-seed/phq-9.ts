import { type SeedInstrument, phqOptions, pfizerLicence } from './shared';

export const phq9: SeedInstrument = {
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
};
