import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC, useTRPCClient, type TRouterOutputs } from '../../lib/trpc';
import { IMAGES_CACHE } from './community-cache';
import { postImageForm } from './image-upload';

export type TUserImage = TRouterOutputs['social']['listUserImages'][number];

export function useUserImages(recipeId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const list = useQuery({ ...trpc.social.listUserImages.queryOptions({ id: recipeId }), ...IMAGES_CACHE });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.social.listUserImages.queryKey({ id: recipeId }) });

  const upload = useMutation({
    mutationFn: (input: { image: File; description: string }) =>
      postImageForm(`/api/recipes/${recipeId}/user-images`, { description: input.description }, input.image),
    onSuccess: async () => {
      toast({ variant: 'success', title: 'Bild hochgeladen' });
      await refresh();
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Fehler',
        description: errorMessage(error, 'Das Bild konnte nicht hochgeladen werden.'),
      }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => client.social.deleteUserImage.mutate({ id }),
    onSuccess: async () => {
      toast({ variant: 'success', title: 'Bild gelöscht' });
      await refresh();
    },
    onError: () => toast({ variant: 'destructive', title: 'Fehler', description: 'Das Bild konnte nicht gelöscht werden.' }),
  });
  return { list, upload, remove };
}
