import { defineMessages } from './i18n/i18n';

/** The safety plan's section titles, prompts and examples, and the suggested services' names (safety-plan-words). */
export const safetyPlanSectionMessages = defineMessages('safetyPlanSections', {
  warningSignsTitle: 'Warning signs',
  warningSignsPrompt: 'Thoughts, feelings or situations that tell you a hard moment may be coming.',
  warningSignsExample: 'I stop answering my friends',
  copingStrategiesTitle: 'Things I can do on my own',
  copingStrategiesPrompt: 'What helps take your mind off things, without anyone else.',
  copingStrategiesExample: 'Take a hot shower',
  distractionsTitle: 'People and places that take my mind off things',
  distractionsPrompt: 'Where you can go, and who you can be around, to feel a little better.',
  distractionsExample: 'The library on Queen Street',
  helpContactsTitle: 'People I can ask for help',
  helpContactsPrompt: 'People you trust and could tell that you are struggling.',
  helpContactsExample: 'My aunt Rosa',
  professionalContactsTitle: 'Professionals and services',
  professionalContactsPrompt: 'A counsellor, a doctor, a helpline. A few are suggested below: add the ones you want.',
  professionalContactsExample: 'School counsellor',
  saferSurroundingsTitle: 'Making my surroundings safer',
  saferSurroundingsPrompt: 'What you can put away or give to someone, so it is harder to hurt yourself.',
  saferSurroundingsExample: 'Give my pills to Mom to keep',
  service988: '9-8-8 Suicide Crisis Helpline (call or text)',
  serviceKidsHelpPhone: 'Kids Help Phone (or text 686868)',
  serviceEmergency: 'Emergency services',
});

export type SafetyPlanSectionWords = (typeof safetyPlanSectionMessages)['base'];
