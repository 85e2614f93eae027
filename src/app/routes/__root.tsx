import { createRootRouteWithContext, Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { AuthNav } from '../../features/auth/AuthNav';
import { layoutKeyFor } from '../../lib/layout-key';
import { Footer } from '../../ui/Footer';
import { Header } from '../../ui/Header';
import { themeClass } from '../../ui/theme.css';
import type { RouterContext } from '../router-context';
import * as styles from '../shell.css';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const layout = layoutKeyFor(pathname);

  // Spec point 2: the document carries the current layout key, on every navigation. The theme class goes on the
  // root element too, so dialogs and menus portalled into <body> get the same colours.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.layout = layout;
    root.classList.remove(...Object.values(themeClass));
    root.classList.add(themeClass[layout]);
  }, [layout]);

  return (
    <div className={styles.shell}>
      <Header
        brand={
          <Link to="/" className={styles.brand}>
            Doro
          </Link>
        }
      >
        <AuthNav />
      </Header>
      <Outlet />
      <Footer />
    </div>
  );
}
