import { defineMessages } from '../../lib/i18n/i18n';

/** The signed-in person's menu (the header's and the mobile menu's) and its log-out confirmation. */
export const accountMenuMessages = defineMessages('accountMenu', {
  menuFor: 'Account menu for {name}',
  profile: 'Profile',
  plans: 'Plans',
  logout: 'Logout',
  logoutQuestion: 'Are you sure you want to logout?',
  cancel: 'Cancel',
});
