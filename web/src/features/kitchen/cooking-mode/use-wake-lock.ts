import { useEffect, useState } from 'react';

export type TWakeLockState = 'pending' | 'active' | 'unsupported' | 'refused';

/**
 * Keeps the screen on while cooking mode is open (Screen Wake Lock). The browser drops the lock when the tab is
 * hidden, so it is asked for again whenever the tab becomes visible.
 */
export function useWakeLock(): TWakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<TWakeLockState>(supported ? 'pending' : 'unsupported');

  useEffect(() => {
    if (!supported) return;
    let lock: WakeLockSentinel | null = null;
    let active = true;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (!active) {
          await next.release();
          return;
        }
        lock = next;
        setState('active');
        next.addEventListener('release', () => {
          if (active) setState('pending');
        });
      } catch {
        if (active) setState('refused');
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release().catch(() => undefined);
    };
  }, [supported]);

  return state;
}
