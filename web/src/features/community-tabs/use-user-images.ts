import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC, useTRPCClient, type TRouterOutputs } from '../../lib/trpc';
import { IMAGES_CACHE } from './community-cache';
import { FORM_ROUTES, postForm } from '../../lib/post-form';

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
    mutationFn: (input: { image: File; description: string }) =>
      postForm(FORM_ROUTES.userImage, { description: input.description, image: input.image }, { id: recipeId }),
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
