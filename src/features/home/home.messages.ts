import { defineMessages } from '../../lib/i18n/i18n';

/** The signed-in home page: the greeting, the ways on, and the one-time question of where the person lives. */
export const homeMessages = defineMessages('home', {
  welcome: 'Welcome, ',
  documentTitle: 'Home · Doro',
  lead: 'Good to see you. What would help right now?',
  chatTitle: 'Talk with Doro',
  chatText: 'Start or continue a supportive conversation.',
  questionnairesTitle: 'Questionnaires',
  questionnairesText: 'Check in on your mood, stress and sleep.',
  profileTitle: 'Your profile',
  profileText: 'Your sessions, your plan and your data.',
  placeTitle: 'Where do you live?',
  placeText: 'Some protections, like how often Doro reminds you it is an AI, depend on the law where you live.',
  placeSave: 'Save',
  placeSkip: 'Skip: I’d rather not say',
  placeThanks: 'Thank you. You can change it any time on your profile.',
  somethingWrong: 'Something went wrong. Please try again later.',
});
