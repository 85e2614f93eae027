/**
 * The browser's offer to install Doro as an app (the `beforeinstallprompt` event, Chromium browsers). Caught as
 * early as the page starts, kept, and shown as 'Install Doro' in the footer; where the browser makes no offer
 * (Safari, Firefox, already installed), there is nothing to show.
 */

/** Not in the DOM's types: Chromium's event. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallPrompt {
  /** Whether the browser has offered to install Doro and the offer is still open. */
  available(): boolean;
  /** Shows the browser's install dialog; resolves with what the person chose ('unavailable': no offer open). */
  install(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
  subscribe(listener: () => void): () => void;
}

export function createInstallPrompt(target: Pick<Window, 'addEventListener'>): InstallPrompt {
  let offer: InstallPromptEvent | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  target.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-infobar would show the same offer a second time: the footer's button makes it.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });

  return {
    available: () => offer !== null,
    async install() {
      const current = offer;
      if (!current) return 'unavailable';
      // An offer can be shown once: whatever the answer, it is used up (the browser may make a new one later).
      offer = null;
      changed();
      await current.prompt();
      const { outcome } = await current.userChoice;
      return outcome;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one offer, listened for from the moment this module loads (the shell loads it with the footer). */
export const installPrompt: InstallPrompt | null = typeof window === 'undefined' ? null : createInstallPrompt(window);
