/** How long a kept tap waits for its control to be hydrated; after that it is carried out as it is. */
const HYDRATION_WAIT_MS = 10_000;

/**
 * Replays each tap the server's page kept before the app took it over (`early-taps.ts`), in order, on its control if
 * that is still on the page. A control inside a part React hydrates in a later pass (a Suspense boundary) is tapped
 * once React has taken it over too.
 */
export async function replayTaps(kept: Element[]): Promise<void> {
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
