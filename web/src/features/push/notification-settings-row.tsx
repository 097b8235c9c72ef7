import { NotificationTypes } from './notification-types';
import { PERMISSION_DENIED, UNSUPPORTED } from './push-browser';
import { usePushSubscription } from './use-push-subscription';

/** Settings row: a switch for push on this device, and the notification types once it is on. */
export function NotificationSettingsRow() {
  const { state, pending, denied, enable, disable } = usePushSubscription();
  const on = state === 'subscribed';
  return (
    <div className="flex flex-col gap-3 px-4 py-3">
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col">
          <span id="push-toggle-label" className="font-medium text-stone-900">
            Benachrichtigungen
          </span>
          <span className="text-xs text-stone-500">
            {state === 'unsupported'
              ? UNSUPPORTED
              : denied && !on
                ? PERMISSION_DENIED
                : 'Push-Benachrichtigungen auf diesem Gerät'}
          </span>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="push-toggle-label"
          disabled={pending || state === 'unsupported' || state === 'loading'}
          onClick={() => void (on ? disable() : enable())}
          className={`relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:opacity-50 ${on ? 'bg-brand-600' : 'bg-stone-300'}`}
        >
          <span
            className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : ''}`}
          />
        </button>
      </div>
      {on && <NotificationTypes />}
    </div>
  );
}
