/** Placeholder until the push issue fills it: push notifications on this device. */
export function PushNotificationCard() {
  return (
    <section aria-label="Push-Benachrichtigungen" className="rounded-2xl bg-cream-50 p-4 ring-1 ring-cream-200">
      <h3 className="font-bold text-stone-900">Push-Benachrichtigungen</h3>
      <p className="mt-1 text-sm text-stone-600">Push-Benachrichtigungen kommen bald.</p>
    </section>
  );
}
