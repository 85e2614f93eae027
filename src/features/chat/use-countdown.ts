import { useEffect, useState } from 'react';
import { secondsLeft } from './remaining-time';

/**
 * The server's remaining seconds, counted down locally while a session runs, so the minutes shown move between
 * the server's updates (it sends one after every message and every minute, and its number always wins).
 */
export function useCountdown(seconds: number, running: boolean): number {
  // The time passed since `seconds` came, tagged with it so a newer number from the server starts from zero.
  const [elapsed, setElapsed] = useState({ from: seconds, ms: 0 });

  useEffect(() => {
    if (!running) return;
    const since = Date.now();
    const timer = setInterval(() => setElapsed({ from: seconds, ms: Date.now() - since }), 1000);
    return () => clearInterval(timer);
  }, [seconds, running]);

  return running && elapsed.from === seconds ? secondsLeft(seconds, elapsed.ms) : seconds;
}
