/** Placeholder until the push issue wires it: the notifications toggle of /settings. */
export function NotificationSettingsRow() {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3">
      <span className="font-medium text-stone-900">Benachrichtigungen</span>
      <span className="text-sm text-stone-500">Kommt bald</span>
    </div>
  );
}
