import { useMutation } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { useTRPCClient, type TRouterOutputs } from '../../lib/trpc';

export type TAudioSegment = TRouterOutputs['recipes']['audioPlaylist']['segments'][number];

/** Spec wording; also when a segment's audio cannot be loaded (its speech is made on first play). */
export const toastPlaylistUnavailable = () =>
  toast({
    variant: 'destructive',
    title: 'Playlist nicht verfügbar',
    description: 'Die personalisierte Audio-Playlist konnte nicht erstellt werden.',
  });

export function useAudioPlaylist(recipeId: number) {
  const client = useTRPCClient();
  return useMutation({
    mutationFn: () => client.recipes.audioPlaylist.mutate({ id: recipeId }),
    onSuccess: ({ segments }) =>
      toast({ variant: 'success', title: 'Playlist erstellt', description: `${segments.length} Segmente zum Vorlesen.` }),
    onError: toastPlaylistUnavailable,
  });
}
