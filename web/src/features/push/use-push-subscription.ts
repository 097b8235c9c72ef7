import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { errorMessage, httpStatus } from '../../lib/errors';
import { useTRPCClient } from '../../lib/trpc';
import {
  currentSubscription,
  isPushSupported,
  PERMISSION_DENIED,
  subscribeBrowser,
  subscriptionBody,
  UNSUPPORTED,
  type TPushState,
} from './push-browser';

/** This device's push subscription: unsupported, unsubscribed or subscribed, with enable and disable. */
export function usePushSubscription() {
  const client = useTRPCClient();
  const [state, setState] = useState<TPushState>(() => (isPushSupported() ? 'loading' : 'unsupported'));
  const [pending, setPending] = useState(false);
  // Blocked in the browser (now or by the answer to our request): the card says so until it is allowed again.
  const [denied, setDenied] = useState(() => isPushSupported() && Notification.permission === 'denied');

  useEffect(() => {
    if (!isPushSupported()) return;
    let active = true;
    currentSubscription().then(
      (subscription) => active && setState(subscription ? 'subscribed' : 'unsubscribed'),
      () => active && setState('unsubscribed'),
    );
    return () => {
      active = false;
    };
  }, []);

  const enable = useCallback(async () => {
    if (!isPushSupported()) {
      toast({ variant: 'destructive', title: 'Fehler', description: UNSUPPORTED });
      return;
    }
    setPending(true);
    try {
      const { publicKey } = await client.social.getPushPublicKey.query();
      const subscription = await subscribeBrowser(publicKey);
      if (!subscription) {
        setDenied(true);
        toast({ variant: 'destructive', title: 'Fehler', description: PERMISSION_DENIED });
        return;
      }
      setDenied(false);
      await client.social.subscribePush.mutate(subscriptionBody(subscription));
      setState('subscribed');
      toast({ variant: 'success', title: 'Push-Benachrichtigungen aktiviert' });
    } catch (error) {
      // The server's German answer says what to do (another account holds this device, its push service is
      // unreachable); what the browser throws is in its own language and stays behind the general text.
      const fallback = 'Push-Benachrichtigungen konnten nicht aktiviert werden.';
      toast({
        variant: 'destructive',
        title: 'Fehler',
        description: httpStatus(error) === null ? fallback : errorMessage(error, fallback),
      });
    } finally {
      setPending(false);
    }
  }, [client]);

  const disable = useCallback(async () => {
    setPending(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await client.social.unsubscribePush.mutate({ endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState('unsubscribed');
      toast({ title: 'Push-Benachrichtigungen deaktiviert' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Fehler',
        description: 'Push-Benachrichtigungen konnten nicht deaktiviert werden.',
      });
    } finally {
      setPending(false);
    }
  }, [client]);

  return { state, pending, denied, enable, disable };
}
