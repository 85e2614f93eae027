import { type SeedInstrument, yesNo } from './shared';

export const asq: SeedInstrument = {
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
};
