import { createRootRouteWithContext, Link, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { AuthNav, MobileAccountEntries } from '../../features/auth/AuthNav';
import { useAuthUser } from '../../features/auth/AuthProvider';
import { useMessages } from '../../lib/i18n/i18n';
import { isFocusMode, layoutKeyForLocation } from '../../lib/layout-key';
import { returnPath } from '../../lib/return-path';
import { normalizePath, routeDecision } from '../../lib/route-access';
import { Footer } from '../../ui/Footer';
import { Header } from '../../ui/Header';
import { HelpLink } from '../../ui/HelpLink';
import { MobileMenu } from '../../ui/MobileMenu';
import { navEntries } from '../../ui/nav-entries';
import { NavLinks } from '../../ui/NavLinks';
import { LocaleSwitch } from '../../ui/LocaleSwitch';
import { ParticleBackground } from '../../ui/ParticleBackground';
import { particleCountFor } from '../../ui/particles';
import { shellMessages } from '../../ui/shell.messages';
import { themeClass } from '../../ui/theme.css';
import { useRevealHash } from '../../ui/use-reveal-hash';
import type { RouterContext } from '../router-context';
import * as styles from '../shell.css';

/** The screens that sign people in, up, or reset a password. */
const authScreens = ['/login', '/signup', '/forgot-password'];

export const Route = createRootRouteWithContext<RouterContext>()({
  // The one route guard, run on every navigation and again when someone signs in or out (main.tsx).
  beforeLoad: async ({ context, location }) => {
    const signedIn = context.auth.isSignedIn();
    const decision = routeDecision(location.pathname, signedIn);
    if (decision !== 'allow') {
      // A page that needs an account: the login, carrying the way back to it.
      if (decision.redirect === '/login') {
        throw redirect({
          to: '/login',
          search: { redirect: `${location.pathname}${location.searchStr}` },
          replace: true,
        });
      }
      // Signed in on /login or /signup (just now, or by a link): back to the page that sent them there, if it is one
      // of this site (src/lib/return-path.ts); the form sends them to the same place, so neither undoes the other.
      const back = authScreens.includes(normalizePath(location.pathname))
        ? returnPath((location.search as Record<string, unknown>).redirect)
        : null;
      if (back) throw redirect({ href: back, replace: true });
      throw redirect({ to: decision.redirect, replace: true });
    }
    // The signed-in pages send the auth actor events: it is running before they render. A visitor who is not signed
    // in never waits for it: the auth screens start it on first use (use-auth-submit.ts, decision 006).
    if (signedIn) await context.auth.actor();
  },
  component: RootLayout,
});

function RootLayout() {
  const layout = useRouterState({
    select: (state) => layoutKeyForLocation(state.location.pathname, state.location.search),
  });
  const focusMode = useRouterState({ select: (state) => isFocusMode(state.location.search) });
  const loggedIn = useAuthUser() !== null;
  const entries = navEntries(loggedIn);
  const t = useMessages(shellMessages);
  useRevealHash();

  // The document carries the current layout key, on every navigation. The theme class goes on the
  // root element too, so dialogs and menus portalled into <body> get the same colours.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.layout = layout;
    root.classList.remove(...Object.values(themeClass));
    root.classList.add(themeClass[layout]);
  }, [layout]);

  // A questionnaire being filled in or its result takes the whole screen, with nothing moving behind it; only the
  // crisis help link stays. The Outlet keeps its place in both shapes, so entering or leaving focus mode never
  // remounts the page (a questionnaire would lose its state).
  return (
    <div className={styles.shell}>
      {focusMode ? (
        <aside className={styles.focusHelpBar} aria-label={t.crisisHelp}>
          <HelpLink />
        </aside>
      ) : (
        <>
          {/* 100 particles on the auth pages, 200 elsewhere, none on the blog (particles.ts); CSS hides it on phones. */}
          <ParticleBackground count={particleCountFor(layout)} hidden={layout === 'blog'} />
          <Header
            brand={
              <Link to="/" className={styles.brand}>
                Doro
              </Link>
            }
            mobileMenu={
              <MobileMenu>
                <NavLinks entries={entries} />
                <MobileAccountEntries />
                <ul>
                  <li>
                    <LocaleSwitch />
                  </li>
                </ul>
              </MobileMenu>
            }
          >
            <NavLinks entries={entries} />
            <AuthNav />
          </Header>
        </>
      )}
      <Outlet />
      {focusMode ? null : <Footer loggedIn={loggedIn} />}
    </div>
  );
}
