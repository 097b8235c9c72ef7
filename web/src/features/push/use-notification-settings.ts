import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { useTRPC, useTRPCClient, type TRouterOutputs } from '../../lib/trpc';

export type TNotificationSettings = TRouterOutputs['social']['getNotificationSettings'];
export type TNotificationType = keyof TNotificationSettings;

export const NOTIFICATION_TYPES: { key: TNotificationType; label: string }[] = [
  { key: 'newRecipes', label: 'Neue Rezepte von Köchen, denen du folgst' },
  { key: 'timerReminders', label: 'Erinnerungen des Koch-Timers' },
  { key: 'weeklySuggestions', label: 'Wöchentliche Rezeptvorschläge' },
  { key: 'communityUpdates', label: 'Neuigkeiten aus der Community' },
];

export function useNotificationSettings() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.social.getNotificationSettings.queryOptions());
  const queryKey = trpc.social.getNotificationSettings.queryKey();
  const mutation = useMutation({
    mutationFn: (change: Partial<TNotificationSettings>) => client.social.updateNotificationSettings.mutate(change),
    onSuccess: (settings) => queryClient.setQueryData(queryKey, settings),
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Fehler',
        description: 'Die Benachrichtigungsarten konnten nicht gespeichert werden.',
      }),
  });
  return { settings: query.data, loading: query.isPending, update: mutation.mutate, saving: mutation.isPending };
}
