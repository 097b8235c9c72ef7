import { NOTIFICATION_TYPES, useNotificationSettings } from './use-notification-settings';

/** One checkbox per notification type, saved as soon as it changes. */
export function NotificationTypes() {
  const { settings, update, saving } = useNotificationSettings();
  if (!settings) return null;
  return (
    <fieldset className="flex flex-col gap-2" disabled={saving}>
      <legend className="mb-1 text-sm font-semibold text-stone-700">Benachrichtigungsarten</legend>
      {NOTIFICATION_TYPES.map(({ key, label }) => (
        <label key={key} className="flex items-center gap-2 text-sm text-stone-700 pointer-coarse:min-h-11">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={settings[key]}
            onChange={(event) => update({ [key]: event.target.checked })}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
