import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTimeDE, formatNumberDE } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { AdminCard } from './admin-card';
import { Badge } from './admin-table';
import { useImageActions, useImageStats, useMediaTasks } from './use-images';

/** Spec: the admin image list shows the first 10 recipes. */
const LISTED = 10;

const bytes = (n: number) =>
  n >= 1024 * 1024 ? `${formatNumberDE(Math.round(n / 1024 / 102.4) / 10)} MB` : `${formatNumberDE(Math.ceil(n / 1024))} KB`;
const STATUS = { running: ['amber', 'Läuft'], done: ['green', 'Fertig'], failed: ['red', 'Fehlgeschlagen'] } as const;

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-xl bg-cream-100 p-3">
      <p className="text-xs text-stone-600">{label}</p>
      {value === undefined ? (
        <Skeleton className="mt-1 h-6 w-12" />
      ) : (
        <p className="text-xl font-bold tabular-nums">{formatNumberDE(value)}</p>
      )}
    </div>
  );
}

function FirstRecipes() {
  const trpc = useTRPC();
  const actions = useImageActions();
  const list = useQuery(trpc.admin.recipes.queryOptions({ page: 1, limit: LISTED }));
  if (!list.data) return <Skeleton className="h-40" />;
  const more = list.data.total - list.data.recipes.length;
  return (
    <AdminCard title="Rezepte" description="Die ersten 10 Rezepte. Ein Bild zu erzeugen dauert etwa 2–3 Minuten.">
      <ul className="divide-y divide-cream-200" aria-label="Rezeptbilder">
        {list.data.recipes.map((recipe) => (
          <li key={recipe.id} className="flex items-center gap-3 py-2">
            {recipe.thumbnailUrl ? (
              <img src={recipe.thumbnailUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover" loading="lazy" />
            ) : (
              <div className="size-12 shrink-0 rounded-lg bg-cream-200" />
            )}
            <span className="min-w-0 flex-1 truncate text-sm font-medium">{recipe.title}</span>
            <Button
              size="sm"
              variant={recipe.hasImage ? 'outline' : 'primary'}
              pending={
                recipe.imagePending || (actions.regenerateOne.isPending && actions.regenerateOne.variables.id === recipe.id)
              }
              onClick={() => actions.regenerateOne.mutate({ id: recipe.id })}
              aria-label={`${recipe.hasImage ? 'Neu' : 'Generieren'}: Bild für ${recipe.title}`}
            >
              {recipe.hasImage ? 'Neu' : 'Generieren'}
            </Button>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-sm text-stone-600">... und {formatNumberDE(more)} weitere Rezepte</p>}
    </AdminCard>
  );
}

function BackupCard() {
  const actions = useImageActions();
  const tasks = useMediaTasks();
  const running = tasks.data?.tasks.some((task) => task.status === 'running') ?? false;
  const [restoring, setRestoring] = useState(false);
  return (
    <AdminCard
      title="Deployment-Schutz"
      description="Sichert alle Bilder mit einem Verzeichnis als ein Archiv im Speicher. Die Notfall-Wiederherstellung holt jede fehlende Datei aus der neuesten Sicherung zurück."
    >
      <div className="flex flex-wrap gap-2">
        <Button pending={actions.backup.isPending} disabled={running} onClick={() => actions.backup.mutate(undefined)}>
          Bilder sichern
        </Button>
        <Button variant="outline" disabled={running} onClick={() => setRestoring(true)}>
          Notfall-Wiederherstellung
        </Button>
      </div>
      {tasks.data && tasks.data.tasks.length > 0 && (
        <ul className="grid gap-1.5 text-sm" aria-label="Sicherungen">
          {tasks.data.tasks.map((task) => (
            <li key={task.id} className="flex flex-wrap items-center gap-2">
              <Badge tone={STATUS[task.status][0]}>{STATUS[task.status][1]}</Badge>
              <span className="font-medium">{task.kind === 'backup' ? 'Sicherung' : 'Wiederherstellung'}</span>
              <span className="text-stone-600">{formatDateTimeDE(task.createdAt)}</span>
              {task.status === 'done' && (
                <span className="text-stone-600">
                  · {formatNumberDE(task.files)} Dateien{task.kind === 'backup' ? `, ${bytes(task.bytes)}` : ' zurückgeholt'}
                </span>
              )}
              {task.error && <span className="text-red-700">· {task.error}</span>}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={restoring}
        onClose={() => setRestoring(false)}
        title="Notfall-Wiederherstellung"
        description="Alle Bilder, die im Speicher fehlen, werden aus der neuesten Sicherung zurückgeholt. Vorhandene Dateien bleiben unverändert."
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setRestoring(false)}>
            Abbrechen
          </Button>
          <Button
            pending={actions.restore.isPending}
            onClick={() => actions.restore.mutate(undefined, { onSettled: () => setRestoring(false) })}
          >
            Wiederherstellen
          </Button>
        </div>
      </Dialog>
    </AdminCard>
  );
}

/** KI-Bilder: regenerate, migrate, back up and restore pictures, their statistics and the first 10 recipes. */
export function ImagesTab() {
  const actions = useImageActions();
  const stats = useImageStats();
  const [confirmAll, setConfirmAll] = useState(false);
  const model = stats.data?.imageModel;
  const engine = model
    ? `Bilder kommen von ${model} (etwa 2–3 Minuten pro Bild).`
    : 'Kein Bildmodell eingerichtet: „Generieren“ und „Neu“ zeichnen die Illustration (Farbverlauf mit Anfangsbuchstaben), ganz ohne Internet.';
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <AdminCard title="Bildstatistik" description={engine}>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Stat label="Rezepte gesamt" value={stats.data?.totalRecipes} />
          <Stat label="Mit Foto" value={stats.data?.withImages} />
          <Stat label="Mit Illustration" value={stats.data?.withIllustrations} />
          <Stat label="Ohne Bild" value={stats.data && stats.data.withoutImages - stats.data.withIllustrations} />
          <Stat label="In Arbeit" value={stats.data?.pending} />
        </div>
        <Button
          variant="outline"
          className="justify-self-start"
          pending={actions.generateMissing.isPending}
          onClick={() => actions.generateMissing.mutate(undefined)}
        >
          Fehlende Bilder erzeugen
        </Button>
      </AdminCard>
      <AdminCard
        title="Alle Bilder neu erzeugen"
        description="Erzeugt für jedes Rezept ein neues Bild, auch wo schon ein Foto ist."
      >
        <Button className="justify-self-start" pending={actions.regenerateAll.isPending} onClick={() => setConfirmAll(true)}>
          Alle Bilder neu erzeugen
        </Button>
      </AdminCard>
      <AdminCard
        title="Blob-URL-Migration"
        description="Übernimmt alle Bilder, die Rezepte noch von außerhalb (alte Blob-Speicher) oder aus dem früheren Verzeichnis beziehen, in den eingerichteten Speicher und schreibt die URLs um."
      >
        <Button
          className="justify-self-start"
          pending={actions.migrate.isPending}
          onClick={() => actions.migrate.mutate(undefined)}
        >
          Bilder migrieren
        </Button>
      </AdminCard>
      <BackupCard />
      <div className="lg:col-span-2">
        <FirstRecipes />
      </div>
      <Dialog
        open={confirmAll}
        onClose={() => setConfirmAll(false)}
        title="Alle Bilder neu erzeugen?"
        description={
          model
            ? `Jedes Rezept bekommt ein neues Bild von ${model}. Das kostet pro Bild und dauert etwa 2–3 Minuten pro Bild.`
            : 'Jedes Rezept bekommt die gezeichnete Illustration, auch wo ein Foto ist.'
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirmAll(false)}>
            Abbrechen
          </Button>
          <Button
            pending={actions.regenerateAll.isPending}
            onClick={() => actions.regenerateAll.mutate({ regenerateAll: true }, { onSettled: () => setConfirmAll(false) })}
          >
            Neu erzeugen
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
