import { useEffect, useState } from 'react';
import { themeClass } from '../../ui/theme.css';

/** Where the optional light chat theme is remembered (saved in local storage). */
export const CHAT_THEME_STORAGE_KEY = 'doro:chat-theme';

function readLight(): boolean {
  try {
    return localStorage.getItem(CHAT_THEME_STORAGE_KEY) === 'light';
  } catch {
    return false; // storage blocked: the default dark chat
  }
}

function saveLight(light: boolean): void {
  try {
    localStorage.setItem(CHAT_THEME_STORAGE_KEY, light ? 'light' : 'dark');
  } catch {
    // storage blocked or full: the choice lasts for this visit only
  }
}

/**
 * The chat's light theme: the chatLight theme class in place of the chat one on the document root (where the app
 * shell puts the theme, so popups in <body> follow), while the chat page is shown. The shell sets the theme again
 * from the path on the next navigation.
 */
export function useChatTheme(): { light: boolean; toggle: () => void } {
  const [light, setLight] = useState(readLight);

  // A passive effect: it runs after the shell's layout effect of the same render, which sets the path's theme.
  useEffect(() => {
    if (!light) return;
    const root = document.documentElement;
    root.classList.remove(themeClass.chat);
    root.classList.add(themeClass.chatLight);
    return () => {
      root.classList.remove(themeClass.chatLight);
      if (root.dataset.layout === 'chat') root.classList.add(themeClass.chat);
    };
  }, [light]);

  return {
    light,
    toggle: () =>
      setLight((current) => {
        saveLight(!current);
        return !current;
      }),
  };
}
