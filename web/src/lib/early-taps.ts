import { EARLY_TAPS_KEY } from '@kochclip/core';
import { useEffect } from 'react';

type TTapWindow = Window & { [EARLY_TAPS_KEY]?: Element[] | null };

/**
 * Ends the server page's keeping of early taps (core's `EARLY_TAPS_SCRIPT`) and hands back what it kept. A page
 * without the script (the app's shell, the development server) kept nothing.
 */
export function takeEarlyTaps(win: TTapWindow = window): Element[] {
  const kept = win[EARLY_TAPS_KEY];
  win[EARLY_TAPS_KEY] = null;
  return Array.isArray(kept) ? kept : [];
}

/**
 * Rendered after the app: its effect runs once the first render (or hydration) of everything before it is committed,
 * ends the keeping and, when a tap was kept, loads the replay (its own small chunk: the landing page's budget).
 */
export function EarlyTapsReplay(): null {
  useEffect(() => {
    const kept = takeEarlyTaps();
    if (kept.length > 0) void import('./early-taps-replay').then(({ replayTaps }) => replayTaps(kept));
  }, []);
  return null;
}
