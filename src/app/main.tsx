import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider, useSessionRestoring } from '../features/auth/AuthProvider';
import { routerAuth, startAuth } from '../features/auth/auth-service';
import { LoadingCoverProvider } from '../features/loading-cover/LoadingCoverProvider';
import { StartupCover } from '../features/loading-cover/StartupCover';
import { startLocale } from '../lib/i18n/i18n';
import { localeCookie } from '../lib/cookies';
import { inspectorRequested } from '../lib/inspector';
import { layoutKeyFor } from '../lib/layout-key';
import { registerServiceWorker } from '../lib/service-worker';
import { themeClass } from '../ui/theme.css';
import { PendingResultsSaver } from './PendingResultsSaver';
import { ToastOutlet } from '../ui/toast/ToastOutlet';
import { routeTree } from './routeTree.gen';

// Development only, when asked for (?inspect): the inspector must listen before the first actor starts. The
// production build drops this branch and with it the inspector (decision 015).
if (import.meta.env.DEV && inspectorRequested(window.location.search, import.meta.env.VITE_DORO_INSPECT)) {
  await import('../lib/inspector-start').then(({ startInspector }) => startInspector());
}

// The chosen or browser language, its words loaded before the first render (decision 033); English if they fail to.
const localeReady = startLocale(localeCookie.get(), {
  loadFrench: () => import('../lib/i18n/fr-CA').then((module) => module.frCA),
  remember: localeCookie.set,
}).catch(() => undefined);

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});
// Answers from the user cookie at once; the auth actor (xstate, the machine, Firebase) starts only when needed.
const auth = startAuth({ queryClient });

const router = createRouter({
  routeTree,
  context: { queryClient, auth: routerAuth(auth) },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Guards read the auth state: re-run them when someone signs in or out.
let wasSignedIn = auth.getView().user !== null;
auth.subscribe(() => {
  const signedIn = auth.getView().user !== null;
  if (signedIn !== wasSignedIn) void router.invalidate();
  wasSignedIn = signedIn;
});

// Set before the first paint, so the right layout and colours show at once.
const firstLayout = layoutKeyFor(window.location.pathname);
document.documentElement.dataset.layout = firstLayout;
document.documentElement.classList.add(themeClass[firstLayout]);

/**
 * Someone with a stored sign-in sees the cover until the identity provider confirms it (or says it ended), so a
 * signed-in screen never flashes before turning into the logged-out one. A logged-out visitor starts in signedOut:
 * the cover is never drawn for them.
 */
function SessionRestoreCover() {
  const restoring = useSessionRestoring();
  return <StartupCover loading={restoring} label="Opening your account…" />;
}

// Not a top-level await: with one, the build splits the entry into many small chunks the landing page loads at once.
void localeReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider auth={auth}>
          <LoadingCoverProvider label="Loading…">
            <RouterProvider router={router} />
            <ToastOutlet />
            <PendingResultsSaver />
          </LoadingCoverProvider>
          <SessionRestoreCover />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
// The crisis page then opens with no network (src/service-worker/sw.js).
registerServiceWorker();
void import('../features/tracking/start-tracking').then(({ startTracking }) => startTracking({ router, auth }));
