import { useEffect } from 'react';
import { useSessionOwner } from '../auth/use-auth';

/** The service worker's cache of recipe answers and pictures (RECIPE_CACHE in sw-template.js). */
export const OFFLINE_DATA_CACHE = 'kochclip-recipes';
const OWNER_KEY = 'kochclip-offline-owner';

function storedOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

/**
 * Deletes what the service worker kept for offline reading unless it was kept for `owner` (a member id or
 * 'visitor'). Cached answers hold the session's view (the member's recipe view, `auth.session` in a tRPC batch),
 * so they must never outlive the session that fetched them.
 */
export async function forgetOfflineData(owner: string): Promise<void> {
  if (storedOwner() === owner) return;
  if ('caches' in window) await caches.delete(OFFLINE_DATA_CACHE);
  try {
    localStorage.setItem(OWNER_KEY, owner);
  } catch {
    // Private mode without storage: the cache is cleared again on the next change, which is safe.
  }
}

/**
 * Watches whose session the server reports (login, logout, an expired session, another account in another tab)
 * and clears the offline data of the previous one. A page opened offline has no answer yet and keeps it.
 */
export function OfflineDataGuard() {
  const owner = useSessionOwner();
  useEffect(() => {
    if (owner !== undefined) void forgetOfflineData(owner);
  }, [owner]);
  return null;
}
