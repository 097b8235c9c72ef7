import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { formatDateTimeDE } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';

interface TProps {
  recipeId: number;
  /** The version the form holds; a restore is refused (409) when the recipe is newer. */
  loadedVersion: number;
  onRestored: () => void;
}

/** The kept versions of a recipe (who, when, what changed), each but the current one restorable. */
export function VersionsSection({ recipeId, loadedVersion, onRestored }: TProps) {
  const trpc = useTRPC();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<number | null>(null);
  const versions = useQuery({ ...trpc.recipes.versions.queryOptions({ id: recipeId }), enabled: open });
  const restore = useMutation(
    trpc.recipes.restoreVersion.mutationOptions({
      onSuccess: (_saved, input) => {
        setAsked(null);
        toast({ variant: 'success', title: `Version ${input.number} wiederhergestellt` });
        onRestored();
      },
      onError: (error) => {
        setAsked(null);
        toast({ variant: 'destructive', title: 'Wiederherstellen fehlgeschlagen', description: errorMessage(error) });
      },
    }),
  );
  return (
    <section
      aria-labelledby={`${listId}-heading`}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${listId}-heading`} className="text-lg font-bold text-stone-900">
          Versionen
        </h2>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {open ? 'Versionen ausblenden' : 'Versionen anzeigen'}
        </Button>
      </div>
      <div id={listId} hidden={!open}>
        {versions.isPending && open && <p role="status">Versionen werden geladen …</p>}
        {versions.isError && <p className="text-red-700">{errorMessage(versions.error)}</p>}
        {versions.data && (
          <ol className="flex flex-col divide-y divide-stone-200" data-testid="version-list">
            {versions.data.versions.map((entry) => (
              <li key={entry.version} className="flex flex-col gap-1 py-3" data-testid="version">
                <p className="font-semibold text-stone-900">
                  Version {entry.version}
                  {entry.current && <span className="ml-2 text-sm font-normal text-brand-700">(aktuell)</span>}
                </p>
                <p className="text-sm text-stone-600">
                  {entry.editor ? `von ${entry.editor.username}, ` : ''}
                  <time dateTime={entry.createdAt}>{formatDateTimeDE(entry.createdAt)}</time>
                </p>
                <p className="text-sm text-pretty text-stone-800">{entry.changes.summary}</p>
                {!entry.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-1 self-start"
                    aria-label={`Version ${entry.version} wiederherstellen`}
                    onClick={() => setAsked(entry.version)}
                  >
                    Wiederherstellen
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      <ConfirmDialog
        open={asked !== null}
        title={`Version ${asked ?? ''} wiederherstellen?`}
        description="Das Rezept bekommt diesen Stand als neue Version; die jetzige bleibt in der Liste. Ungespeicherte Änderungen im Formular gehen verloren."
        confirmLabel="Wiederherstellen"
        tone="primary"
        pending={restore.isPending}
        onConfirm={() => asked !== null && restore.mutate({ id: recipeId, number: asked, version: loadedVersion })}
        onClose={() => setAsked(null)}
      />
    </section>
  );
}
