import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC, useTRPCClient, type TRouterOutputs } from '../../lib/trpc';
import { IMAGES_CACHE } from './community-cache';

export type TUserImage = TRouterOutputs['social']['userImagePage']['images'][number];

export function useUserImages(recipeId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(
    trpc.social.userImagePage.infiniteQueryOptions(
      { id: recipeId },
      { getNextPageParam: (page) => page.nextCursor ?? undefined, ...IMAGES_CACHE },
    ),
  );
  const images = useMemo(() => query.data?.pages.flatMap((page) => page.images) ?? [], [query.data]);
  const list = { ...query, images };
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.social.userImagePage.infiniteQueryKey({ id: recipeId }) });

  const upload = useMutation({
    // The form's contract and client (zod) load when a photo is sent, not with the recipe page.
    mutationFn: async (input: { image: File; description: string }) => {
      const { FORM_ROUTES, postForm } = await import('../../lib/post-form');
      return postForm(FORM_ROUTES.userImage, { description: input.description, image: input.image }, { id: recipeId });
    },
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
