import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider } from '../features/auth/AuthProvider';
import { routerAuth, startAuth } from '../features/auth/auth-service';
import { LoadingCoverProvider } from '../features/loading-cover/LoadingCoverProvider';
import { StartupCover } from '../features/loading-cover/StartupCover';
import { layoutKeyFor } from '../lib/layout-key';
import { themeClass } from '../ui/theme.css';
import { ToastOutlet } from '../ui/toast/ToastOutlet';
import { routeTree } from './routeTree.gen';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});
const authActor = startAuth({ queryClient });

const router = createRouter({
  routeTree,
  context: { queryClient, auth: routerAuth(authActor) },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Guards read the auth state: re-run them when someone signs in or out.
let wasSignedIn = authActor.getSnapshot().context.user !== null;
authActor.subscribe((snapshot) => {
  const signedIn = snapshot.context.user !== null;
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
  const restoring = useSelector(authActor, (snapshot) => snapshot.matches('restoring'));
  return <StartupCover loading={restoring} label="Opening your account…" />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider actor={authActor}>
        <LoadingCoverProvider label="Loading…">
          <RouterProvider router={router} />
          <ToastOutlet />
        </LoadingCoverProvider>
        <SessionRestoreCover />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
