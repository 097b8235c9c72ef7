import { useMemo } from 'react';
import { useTRPCClient } from '../../lib/trpc';
import { useAuth } from '../auth/use-auth';
import { acknowledgeOnServer, remindOnServer, stopOnServer, type TTimerReminder } from './timer-reminders';

/** Server reminders for the page's timers while a member is signed in; for visitors every call does nothing. */
export function useTimerReminders() {
  const client = useTRPCClient();
  const signedIn = useAuth().status === 'authenticated';
  return useMemo(
    () => ({
      remind: (key: string, reminder: TTimerReminder) => {
        if (signedIn) remindOnServer(client, key, reminder);
      },
      stop: (key: string) => {
        if (signedIn) stopOnServer(client, key);
      },
      acknowledge: (key: string) => {
        if (signedIn) acknowledgeOnServer(client, key);
      },
    }),
    [client, signedIn],
  );
}
