import { EARLY_TAPS_KEY } from '@kochclip/core';
import { useEffect } from 'react';

type TTapWindow = Window & { [EARLY_TAPS_KEY]?: Element[] | null };

/**
 * Ends the server page's keeping of early taps (core's `EARLY_TAPS_SCRIPT`) and replays each kept tap on its control
 * if that is still on the page: called once the app's first render is committed, so React's handlers run. A page
 * without the script (the app's shell, the development server) has nothing to replay.
 */
export function releaseEarlyTaps(win: TTapWindow = window): void {
  const kept = win[EARLY_TAPS_KEY];
  win[EARLY_TAPS_KEY] = null;
  if (!Array.isArray(kept)) return;
  for (const control of kept) if (control.isConnected && control instanceof HTMLElement) control.click();
}

/** Rendered after the app: its effect runs once the first render (or hydration) of everything before it is committed. */
export function EarlyTapsReplay(): null {
  useEffect(() => releaseEarlyTaps(), []);
  return null;
}
