/**
 * The cooking timer's notification flow, shared with cooking mode's step timers: permission is asked when a timer
 * is started (a user's tap, as browsers require), and a finished timer shows a notification where allowed.
 */
export function askNotificationPermission(): void {
  if ('Notification' in window && Notification.permission === 'default') void Notification.requestPermission();
}

export function showTimerNotification(title: string, body: string, tag?: string): void {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, icon: '/icons/icon-192.png', lang: 'de', ...(tag ? { tag } : {}) });
  } catch {
    // Some mobile browsers allow notifications only from the service worker; the page's own signal still shows.
  }
}
