/**
 * The top navigation, as data, so the desktop bar and the mobile menu show the same entries.
 * Account entries (Log in, Get Started, the profile menu) are the auth feature's and come beside these.
 */
export type NavEntry =
  | { label: string; to: '/challenge' | '/blog' | '/database' | '/plans' | '/doro-chat' | '/privacy' | '/terms' }
  | { label: 'Learn'; to: '/'; hash: 'faq' };

const loggedOut: readonly NavEntry[] = [
  { label: 'Challenge', to: '/challenge' },
  { label: 'Blog', to: '/blog' },
  { label: 'Questionnaires', to: '/database' },
  { label: 'Plans', to: '/plans' },
];

const loggedIn: readonly NavEntry[] = [
  { label: 'Doro', to: '/doro-chat' },
  { label: 'Questionnaires', to: '/database' },
  { label: 'Blog', to: '/blog' },
  { label: 'Challenge', to: '/challenge' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
  // Learn goes to the FAQ section of the landing page.
  { label: 'Learn', to: '/', hash: 'faq' },
];

export function navEntries(isLoggedIn: boolean): readonly NavEntry[] {
  return isLoggedIn ? loggedIn : loggedOut;
}
