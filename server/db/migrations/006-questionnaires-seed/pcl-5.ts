import type { SeedInstrument } from './shared';

export const pcl5: SeedInstrument = {
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
};
