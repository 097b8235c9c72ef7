import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { FORM_ROUTES, postForm } from '../../lib/post-form';
import { IMAGE_HINT } from '../community-tabs/image-upload';

interface TPicture {
  imageUrl: string | null;
  thumbnailUrl: string | null;
}

/** Whose photo: a recipe's, or a draft's (the recipe saved from the draft keeps it). */
export type TPhotoTarget = { kind: 'recipe'; id: number } | { kind: 'draft'; id: number };

/**
 * The recipe photo: uploaded (re-encoded by the server like every photo), replaced or removed at once, apart
 * from saving the recipe (the photo is no part of its versions).
 */
export function PhotoSection({ target, initial }: { target: TPhotoTarget; initial: TPicture }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const [picture, setPicture] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const done = async (next: TPicture, title: string) => {
    setPicture(next);
    setProblem(null);
    if (target.kind === 'recipe') await queryClient.invalidateQueries(trpc.recipes.get.queryFilter({ id: target.id }));
    else await queryClient.invalidateQueries(trpc.drafts.get.queryFilter({ id: target.id }));
    toast({ variant: 'success', title });
  };
  const upload = useMutation({
    mutationFn: (file: File) =>
      postForm(target.kind === 'recipe' ? FORM_ROUTES.recipeImage : FORM_ROUTES.draftImage, { image: file }, { id: target.id }),
    onSuccess: (next) => done(next, 'Foto gespeichert'),
    onError: (error) => setProblem(errorMessage(error)),
  });
  const removeRecipeImage = useMutation(trpc.recipes.removeImage.mutationOptions());
  const removeDraftImage = useMutation(trpc.drafts.update.mutationOptions());
  const remove = useMutation({
    mutationFn: async (): Promise<TPicture> => {
      if (target.kind === 'recipe') return removeRecipeImage.mutateAsync({ id: target.id });
      const draft = await removeDraftImage.mutateAsync({ id: target.id, removeImage: true });
      return { imageUrl: draft.imageUrl, thumbnailUrl: draft.thumbnailUrl };
    },
    onSuccess: (next) => done(next, 'Foto entfernt'),
    onError: (error) => setProblem(errorMessage(error)),
  });
  const hasPhoto = picture.imageUrl !== null && !picture.imageUrl.endsWith('.svg');
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        Foto
      </h2>
      {picture.imageUrl && (
        <img
          src={picture.imageUrl}
          alt={hasPhoto ? 'Rezeptfoto' : 'Gezeichnetes Bild des Rezepts'}
          className="aspect-[4/3] w-full max-w-sm rounded-xl object-cover"
          data-testid="recipe-photo"
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex cursor-pointer items-center rounded-xl border border-stone-300 px-3 py-2 text-sm font-semibold text-brand-700 focus-within:ring-2 focus-within:ring-brand-500 hover:bg-cream-50">
          {upload.isPending ? 'Wird hochgeladen …' : hasPhoto ? 'Foto ersetzen' : 'Foto hochladen'}
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate(file);
            }}
          />
        </label>
        {picture.imageUrl && (
          <Button variant="outline" size="sm" pending={remove.isPending} onClick={() => remove.mutate()}>
            Foto entfernen
          </Button>
        )}
      </div>
      <p className="text-xs text-stone-600">{IMAGE_HINT}. Das Foto wird sofort gespeichert.</p>
      {problem && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      )}
    </section>
  );
}
