import { EARLY_TAPS_KEY } from '@kochclip/core';
import { useEffect } from 'react';

type TTapWindow = Window & { [EARLY_TAPS_KEY]?: Element[] | null };

/** How long a kept tap waits for its control to be hydrated; after that it is carried out as it is. */
const HYDRATION_WAIT_MS = 10_000;

/**
 * Ends the server page's keeping of early taps (core's `EARLY_TAPS_SCRIPT`) and replays each kept tap, in order, on
 * its control if that is still on the page: called once the app's first render is committed. A control inside a
 * part React hydrates in a later pass (a Suspense boundary) is tapped once React has taken it over too. A page
 * without the script (the app's shell, the development server) has nothing to replay.
 */
export async function releaseEarlyTaps(win: TTapWindow = window): Promise<void> {
  const kept = win[EARLY_TAPS_KEY];
  win[EARLY_TAPS_KEY] = null;
  if (!Array.isArray(kept)) return;
  for (const control of kept) {
    if (!(control instanceof HTMLElement) || !(await hydrated(control))) continue;
    tap(control);
  }
}

/**
 * Resolves true once React's props are on the element (the key React 17-19 give them, `__reactProps$…`), or after
 * `HYDRATION_WAIT_MS`; false when the element left the page (drawn anew instead of hydrated).
 */
function hydrated(control: HTMLElement): Promise<boolean> {
  const until = performance.now() + HYDRATION_WAIT_MS;
  return new Promise((resolve) => {
    const check = () => {
      if (!control.isConnected) return resolve(false);
      if (Object.keys(control).some((key) => key.startsWith('__reactProps$')) || performance.now() > until) return resolve(true);
      setTimeout(check, 16);
    };
    check();
  });
}

/**
 * A tap as the browser sends it: the press (Radix's menu and select triggers and its tabs act on pointerdown or
 * mousedown, not on click) and then the click. The press before the app took over reached no handler.
 */
function tap(control: HTMLElement): void {
  const press = { bubbles: true, cancelable: true, composed: true, button: 0, isPrimary: true, pointerType: 'mouse' };
  control.dispatchEvent(new PointerEvent('pointerdown', press));
  control.dispatchEvent(new MouseEvent('mousedown', press));
  control.dispatchEvent(new PointerEvent('pointerup', press));
  control.dispatchEvent(new MouseEvent('mouseup', press));
  control.click();
}

/** Rendered after the app: its effect runs once the first render (or hydration) of everything before it is committed. */
export function EarlyTapsReplay(): null {
  useEffect(() => void releaseEarlyTaps(), []);
  return null;
}
