import type { SeedInstrument } from './shared';

export const who5: SeedInstrument = {
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
  licenceNote:
    'Free to use, without permission, with this attribution: © Psychiatric Research Unit, WHO ' +
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
};
