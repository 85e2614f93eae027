import { defineMessages } from '../lib/i18n/i18n';

/** The person's own safety plan as the crisis card and the profile show it. */
export const yourPlanMessages = defineMessages('yourPlan', {
  title: 'Your plan',
  crisisIntro: 'You wrote this for a moment like this one. Take it one step at a time.',
  callAt: 'Call {name} at ',
});
