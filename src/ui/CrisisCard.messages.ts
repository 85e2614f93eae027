import { defineMessages } from '../lib/i18n/i18n';

export const crisisCardMessages = defineMessages('crisisCard', {
  heading: 'Crisis resources',
  introNone: 'If you are struggling, a real person can help, any time, for free.',
  introConcern: 'It sounds like things are really hard right now. You deserve support from a real person.',
  introUrgent: 'Your safety matters. Please reach out to a real person right now: they are there for this.',
  introImminent: 'Your safety comes first. Please get help right now.',
  inDanger: 'If you are in danger now, call 911.',
  call911: 'Call 911',
  helplinesAnyTime: 'Helplines, any time',
  line988: '9-8-8 Suicide Crisis Helpline (Canada and the US), call or text:',
  call988: 'Call 988',
  text988: 'Text 988',
  emergencyServices: 'Emergency services (Canada and the US):',
  kidsHelpPhone: 'Kids Help Phone (young people in Canada):',
  callKidsHelpPhone: 'Call 1-800-668-6868',
  textKidsHelpPhone: 'Text 686868',
  // Shown in French only, where these lines answer in French (reference/safety.md).
  quebecLine: 'Quebec suicide prevention line, 1-866-APPELLE:',
  callQuebecLine: 'Call 1-866-277-3553',
  telJeunes: 'Tel-jeunes (young people in Quebec):',
  callTelJeunes: 'Call 1-800-263-2266',
  textTelJeunes: 'Text 514-600-1002',
  somewhereElse: 'Somewhere else:',
  directoryHint: ' (helplines in every country, opens in a new tab)',
});
