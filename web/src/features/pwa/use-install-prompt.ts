import { startTransition, useCallback, useEffect, useState } from 'react';

/** Chromium's install event (not in the DOM typings). */
interface TBeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_DISMISSED_KEY = 'kochclip-install-dismissed';

const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export const isIos = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

const wasDismissed = () => {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The browser's offer, kept from the moment the app's code runs: Chromium fires `beforeinstallprompt` once per page,
 * possibly before React has drawn the page (its first render runs as a transition, see main.tsx), so a listener
 * added by the card itself could miss it.
 */
let offer: TBeforeInstallPromptEvent | null = null;
let installed = typeof window !== 'undefined' && isStandalone();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    offer = e as TBeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    offer = null;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** What the browser knows once the page runs: the offer, whether installed, whether dismissed before. */
interface TInstallState {
  event: TBeforeInstallPromptEvent | null;
  installed: boolean;
  dismissed: boolean;
}

/**
 * What the install card shows: 'prompt' once the browser offers installation, 'ios' for manual steps, or
 * 'hidden' when installed as an app or dismissed before.
 *
 * The server's page (and the browser's hydration of it) shows no card: it knows neither the device nor storage.
 * The browser's state is read in an effect and set in a transition, not through `useSyncExternalStore`, whose
 * server snapshot (`false`) would differ from the browser's right after hydration: React then re-renders
 * synchronously inside the hydration's commit and runs every effect of the page in that same task (a recipe page's
 * longest task at a phone's speed).
 */
export function useInstallPrompt() {
  const [state, setState] = useState<TInstallState | null>(null);
  useEffect(() => {
    const read = () =>
      startTransition(() => setState((before) => ({ event: offer, installed, dismissed: before?.dismissed || wasDismissed() })));
    read();
    return subscribe(read);
  }, []);

  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // Private mode: the card stays dismissed until the page reloads.
    }
    setState((before) => before && { ...before, dismissed: true });
  }, []);

  const event = state?.event ?? null;
  const install = useCallback(async () => {
    if (!event) return;
    await event.prompt();
    const choice = await event.userChoice;
    // The event can prompt only once.
    offer = null;
    if (choice.outcome === 'accepted') installed = true;
    changed();
  }, [event]);

  const mode: 'hidden' | 'prompt' | 'ios' =
    !state || state.installed || state.dismissed ? 'hidden' : event ? 'prompt' : isIos() ? 'ios' : 'hidden';
  return { mode, install, dismiss };
}
