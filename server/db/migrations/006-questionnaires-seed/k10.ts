import type { SeedInstrument } from './shared';

export const k10: SeedInstrument = {
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
};
