import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { displayName } from '../../lib/format';
import { useAuth } from '../auth/use-auth';
import { DELETE_CONFIRM, DELETE_CONFIRM_LABEL } from '../moderation/delete-confirm-texts';
import { ReportButton } from '../moderation/report-button';
import { UploadIcon } from '../shared/extra-icons';
import { LoadMore } from '../shared/load-more';
import { RelativeDate } from './relative-date-label';
import { UploadImageDialog } from './upload-image-dialog';
import { useUserImages, type TUserImage } from './use-user-images';

/** Gallery of member photos with a lightbox; members upload and report, owners delete their own, admins any. */
export function ImagesTab({ recipeId }: { recipeId: number }) {
  const { user } = useAuth();
  const { list, upload, remove } = useUserImages(recipeId);
  const [uploading, setUploading] = useState(false);
  const [shown, setShown] = useState<TUserImage | null>(null);
  // An admin deleting someone else's photo is asked first; members delete their own at once.
  const [moderating, setModerating] = useState<number | null>(null);
  if (list.isPending) return <Spinner />;
  if (list.isError) return <p className="text-stone-600">Bilder konnten nicht geladen werden.</p>;
  return (
    <div className="grid gap-4">
      {user && (
        <Button className="justify-self-start" onClick={() => setUploading(true)}>
          <UploadIcon className="size-4" />
          Bild hochladen
        </Button>
      )}
      {list.images.length === 0 && <p className="text-stone-600">Noch keine Community-Bilder.</p>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Community-Bilder">
        {list.images.map((image) => (
          <li key={image.id} className="grid gap-1">
            <button
              type="button"
              onClick={() => setShown(image)}
              className="overflow-hidden rounded-xl"
              aria-label={`Bild von ${displayName(image.user, 'first')} vergrößern`}
            >
              <img
                src={image.thumbnailUrl ?? image.imageUrl}
                alt={image.description ?? 'Community-Bild'}
                className="aspect-4/3 w-full object-cover"
                loading="lazy"
              />
            </button>
            <p className="truncate text-xs text-stone-600">
              {displayName(image.user, 'first')} · <RelativeDate date={image.createdAt} />
            </p>
            <div className="flex flex-wrap gap-1">
              {user && (user.id === image.userId || user.role === 'admin') && (
                <Button
                  size="sm"
                  variant="ghost"
                  pending={remove.isPending && remove.variables === image.id}
                  onClick={() => (user.id === image.userId ? remove.mutate(image.id) : setModerating(image.id))}
                >
                  Löschen
                </Button>
              )}
              {user && user.id !== image.userId && <ReportButton type="photo" id={image.id} label="Foto" />}
            </div>
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
      <Dialog open={shown !== null} onClose={() => setShown(null)} label="Community-Bild" className="max-w-3xl">
        {shown && (
          <figure className="grid gap-2">
            <img
              src={shown.imageUrl}
              alt={shown.description ?? 'Community-Bild'}
              className="max-h-[75vh] w-full rounded-xl object-contain"
            />
            <figcaption className="text-sm text-stone-700">
              {shown.description && <span className="block">{shown.description}</span>}
              {displayName(shown.user, 'full')} · <RelativeDate date={shown.createdAt} />
            </figcaption>
            <Button variant="outline" onClick={() => setShown(null)}>
              Schließen
            </Button>
          </figure>
        )}
      </Dialog>
      <ConfirmDialog
        open={moderating !== null}
        {...DELETE_CONFIRM.photo}
        confirmLabel={DELETE_CONFIRM_LABEL}
        pending={remove.isPending}
        onClose={() => setModerating(null)}
        onConfirm={() => moderating !== null && remove.mutate(moderating, { onSettled: () => setModerating(null) })}
      />
      {uploading && (
        <UploadImageDialog
          open
          onClose={() => setUploading(false)}
          pending={upload.isPending}
          onUpload={(input) => upload.mutate(input, { onSuccess: () => setUploading(false) })}
        />
      )}
    </div>
  );
}
