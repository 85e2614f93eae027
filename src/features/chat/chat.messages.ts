import { defineMessages } from '../../lib/i18n/i18n';

/** The chat's controls: the message box, the toolbar and the style dialog (the conversation itself is Doro's). */
export const chatMessages = defineMessages('chat', {
  message: 'Message',
  voiceInput: 'Voice input',
  send: 'Send',
  sendHint: 'Enter sends, Shift+Enter starts a new line.',
  mute: 'Mute',
  unmute: 'Unmute',
  darkTheme: 'Dark theme',
  lightTheme: 'Light theme',
  safetyPlan: 'Safety plan',
  endSession: 'End session',
  styleTitle: 'How should Doro help today?',
  styleDescription: 'You can choose differently at the start of every session.',
  styleLegend: 'Doro’s style',
  listenName: 'Mostly listen',
  listenText: 'Doro reflects what you say and asks open questions.',
  balancedName: 'Balanced',
  balancedText: 'Listening, with a suggestion now and then.',
  guideName: 'Guide me',
  guideText: 'Doro proposes exercises and next steps readily.',
  cancel: 'Cancel',
  begin: 'Begin',
});
