import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/use-auth';
import { authPath } from '../auth/next-path';
import { CreateCollectionForm } from './create-collection-form';
import { useCollectionChanges, useMyCollections, useRecipePublicCollections } from './use-collections';
import { formatCountDE } from '../../lib/format';

function MyCollections({ recipeId }: { recipeId: number }) {
  const mine = useMyCollections(true);
  const { addRecipe, removeRecipe, update, remove } = useCollectionChanges();
  if (mine.isPending) return <Spinner />;
  return (
    <div className="space-y-4">
      <h3 className="font-bold text-stone-900">Meine Sammlungen</h3>
      {mine.data?.length === 0 && <p className="text-sm text-stone-600">Du hast noch keine Sammlungen.</p>}
      <ul className="divide-y divide-cream-200" aria-label="Meine Sammlungen">
        {mine.data?.map((collection) => {
          const contains = collection.recipeIds.includes(recipeId);
          return (
            <li key={collection.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-medium text-stone-900">{collection.name}</span>
                <span className="ml-2 text-xs text-stone-500">
                  {formatCountDE(collection.recipeIds.length, 'Rezept', 'Rezepte')} ·{' '}
                  {collection.isPublic ? 'Öffentlich' : 'Privat'}
                </span>
              </span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  variant={contains ? 'outline' : 'primary'}
                  aria-label={`${contains ? 'Aus' : 'Zu'} „${collection.name}“ ${contains ? 'entfernen' : 'hinzufügen'}`}
                  onClick={() => (contains ? removeRecipe : addRecipe).mutate({ id: collection.id, recipeId })}
                >
                  {contains ? 'Entfernen' : 'Hinzufügen'}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => update.mutate({ id: collection.id, isPublic: !collection.isPublic })}
                >
                  {collection.isPublic ? 'Privat machen' : 'Veröffentlichen'}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Sammlung „${collection.name}“ löschen`}
                  onClick={() => remove.mutate({ id: collection.id })}
                >
                  Löschen
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      <CreateCollectionForm recipeId={recipeId} />
    </div>
  );
}

function PublicCollections({ recipeId }: { recipeId: number }) {
  const collections = useRecipePublicCollections(recipeId);
  return (
    <div>
      <h3 className="font-bold text-stone-900">Öffentliche Sammlungen mit diesem Rezept</h3>
      {collections.data?.length ? (
        <ul className="mt-2 space-y-1" aria-label="Öffentliche Sammlungen">
          {collections.data.map((collection) => (
            <li key={collection.id} className="text-sm text-stone-700">
              <span className="font-medium">{collection.name}</span> von{' '}
              <Link to={`/u/${collection.user.username}`} className="text-brand-700 underline">
                @{collection.user.username}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-stone-600">Noch in keiner öffentlichen Sammlung.</p>
      )}
    </div>
  );
}

/** Recipe tab 'Sammlungen' (spec part 2 §2): own collections with add/remove, create inline, public ones. */
export function RecipeCollectionsTab({ recipeId }: { recipeId: number }) {
  const { status } = useAuth();
  return (
    <div className="space-y-8">
      {status === 'authenticated' ? (
        <MyCollections recipeId={recipeId} />
      ) : (
        <p className="text-stone-600">
          <Link to={authPath(`/recipe/${recipeId}`)} className="font-semibold text-brand-700 underline">
            Melde dich an
          </Link>
          , um Rezepte in Sammlungen zu speichern.
        </p>
      )}
      <PublicCollections recipeId={recipeId} />
    </div>
  );
}
