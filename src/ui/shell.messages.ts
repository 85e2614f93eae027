import { defineMessages } from '../lib/i18n/i18n';

/** The header, the navigation, the mobile menu and the help link: on every page. */
export const shellMessages = defineMessages('shell', {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  helpLink: 'Help is available',
  helpLinkHint: ' (crisis helplines, opens in a new tab)',
  crisisHelp: 'Crisis help',
  menu: 'Menu',
  close: 'Close',
  challenge: 'Challenge',
  blog: 'Blog',
  questionnaires: 'Questionnaires',
  plans: 'Plans',
  doro: 'Doro',
  privacy: 'Privacy',
  terms: 'Terms',
  learn: 'Learn',
  logIn: 'Log in',
  getStarted: 'Get Started',
});

/** The language switch names the other language in that language, so someone who reads only it finds it. */
export const localeSwitchMessages = defineMessages('localeSwitch', {
  label: 'Français',
});
