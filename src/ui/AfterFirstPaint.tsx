import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children only after the page's first screen is on screen, in a transition: React then builds them in
 * short slices that leave the main thread free between them, instead of one long task with the rest of the page (a
 * tall page such as the profile, whose lower panels are below the fold on a phone). Nothing is shown in their place
 * meanwhile, so use it below the fold only, where their arrival moves nothing the person sees.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
}
