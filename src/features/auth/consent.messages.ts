import { defineMessages } from '../../lib/i18n/i18n';

/** The age, guardian and terms fields (ConsentFields, on /signup and in the Google age step) and their checks. */
export const consentMessages = defineMessages('consent', {
  birthDate: 'Date of birth',
  birthDateHint: 'You must be 13 or older. Only your age group is kept, never the date.',
  guardianLegend: "Your parent's or guardian's consent",
  guardianIntro:
    'Where you live, the law asks a parent or guardian to agree before someone under {age} creates an account. Please fill this in with them.',
  guardianName: "Parent's or guardian's name",
  guardianEmail: "Parent's or guardian's email",
  guardianPermission: 'A parent or guardian has given me permission to use Doro.',
  termsBefore: 'I accept the ',
  terms: 'Terms of Service',
  termsBetween: ' and ',
  privacy: 'Privacy Policy',
  termsAfter: '.',
  birthDateMissing: 'Please enter your date of birth.',
  birthDateNotReal: 'Please enter a real date, for example 2008-04-21.',
  birthDateFuture: 'That date of birth is in the future.',
  birthDateYear: 'Please check the year of your date of birth.',
  underMinimumAge: 'Doro is for people aged 13 and over.',
  guardianRuleUnknown:
    'We could not check what the law where you live asks for your age. Please try again in a moment.',
  guardianPermissionNeeded: 'Please confirm that a parent or guardian has given you permission to use Doro.',
  termsNeeded: 'Please accept the Terms of Service and Privacy Policy to create an account.',
  guardianNameMissing: "Please enter your parent's or guardian's name.",
  guardianEmailMissing: "Please enter your parent's or guardian's email address.",
  guardianAttestedMissing: 'Your parent or guardian needs to confirm their consent by ticking this box.',
});
