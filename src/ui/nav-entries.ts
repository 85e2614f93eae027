/**
 * The top navigation, as data, so the desktop bar and the mobile menu show the same entries. Each entry's label is
 * the key of its words in shell.messages.ts.
 * Account entries (Log in, Get Started, the profile menu) are the auth feature's and come beside these.
 */
export type NavEntry =
  | {
      label: 'challenge' | 'blog' | 'questionnaires' | 'plans' | 'doro' | 'privacy' | 'terms';
      to: '/challenge' | '/blog' | '/database' | '/plans' | '/doro-chat' | '/privacy' | '/terms';
    }
  | { label: 'learn'; to: '/'; hash: 'faq' };

const loggedOut: readonly NavEntry[] = [
  { label: 'challenge', to: '/challenge' },
  { label: 'blog', to: '/blog' },
  { label: 'questionnaires', to: '/database' },
  { label: 'plans', to: '/plans' },
];

const loggedIn: readonly NavEntry[] = [
  { label: 'doro', to: '/doro-chat' },
  { label: 'questionnaires', to: '/database' },
  { label: 'blog', to: '/blog' },
  { label: 'challenge', to: '/challenge' },
  { label: 'privacy', to: '/privacy' },
  { label: 'terms', to: '/terms' },
  // Learn goes to the FAQ section of the landing page.
  { label: 'learn', to: '/', hash: 'faq' },
];

export function navEntries(isLoggedIn: boolean): readonly NavEntry[] {
  return isLoggedIn ? loggedIn : loggedOut;
}
