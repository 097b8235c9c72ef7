import { Button } from '../../components/ui/button';
import { NotificationTypes } from './notification-types';
import { PERMISSION_DENIED, UNSUPPORTED } from './push-browser';
import { usePushSubscription } from './use-push-subscription';

/** Profile overview card: push on this device (unsupported, off, on) and the notification types. */
export function PushNotificationCard() {
  const { state, pending, denied, enable, disable } = usePushSubscription();
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      aria-labelledby="push-card-title"
    >
      <div className="flex flex-col gap-1">
        <h2 id="push-card-title" className="text-lg font-bold text-stone-900">
          Push-Benachrichtigungen
        </h2>
        <p className="text-sm text-stone-600" data-testid="push-state">
          {state === 'unsupported' && UNSUPPORTED}
          {state === 'loading' && 'Wird geprüft …'}
          {state === 'unsubscribed' &&
            (denied ? PERMISSION_DENIED : 'Erhalte Benachrichtigungen über neue Rezepte und deinen Koch-Timer auf diesem Gerät.')}
          {state === 'subscribed' && 'Push-Benachrichtigungen sind auf diesem Gerät aktiviert.'}
        </p>
      </div>
      {state === 'unsubscribed' && (
        <Button className="w-full sm:w-auto sm:self-start" pending={pending} onClick={() => void enable()}>
          Benachrichtigungen aktivieren
        </Button>
      )}
      {state === 'subscribed' && (
        <>
          <Button variant="outline" className="w-full sm:w-auto sm:self-start" pending={pending} onClick={() => void disable()}>
            Benachrichtigungen deaktivieren
          </Button>
          <NotificationTypes />
        </>
      )}
    </section>
  );
}
