import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTimeDE } from '../../lib/format';
import { useTRPC, type TRouterOutputs } from '../../lib/trpc';

type TEntry = TRouterOutputs['admin']['auditLog']['entries'][number];

const ACTIONS: Record<string, string> = {
  'user.role': 'Rolle geändert',
  'user.activate': 'Konto aktiviert',
  'user.deactivate': 'Konto deaktiviert',
  'user.verify': 'Verifiziert',
  'user.unverify': 'Verifizierung entfernt',
  'recipe.delete': 'Rezept gelöscht',
  'recipe.image.regenerate': 'Rezeptbild neu angefordert',
  'recipe.image.regenerate-all': 'Alle Rezeptbilder neu angefordert',
  'recipe.image.generate-missing': 'Fehlende Bilder angefordert',
  'media.migrate': 'Bildmigration',
  'media.backup': 'Bilder gesichert',
  'media.restore': 'Notfall-Wiederherstellung',
  'push.send': 'Push-Benachrichtigung gesendet',
  'comment.delete': 'Kommentar gelöscht',
  'photo.delete': 'Community-Foto gelöscht',
  'challenge-entry.delete': 'Challenge-Beitrag gelöscht',
  'challenge.create': 'Challenge angelegt',
  'challenge.update': 'Challenge bearbeitet',
  'challenge.end': 'Challenge beendet',
  'challenge.delete': 'Challenge gelöscht',
  'report.dismiss': 'Meldung verworfen',
};

/** A short German line about what changed, from the entry's details. */
function summary(entry: TEntry): string {
  const details = entry.details;
  const text = (key: string) =>
    typeof details[key] === 'string' || typeof details[key] === 'number' ? String(details[key]) : null;
  const parts = [
    text('username') && `@${text('username')}`,
    text('title') && `„${text('title')}“`,
    text('to') && `→ ${text('to')}`,
    text('successful') !== null && text('total') !== null ? `${text('successful')} von ${text('total')}` : null,
    text('devices') !== null ? `${text('devices')} Geräte` : null,
    !text('username') && !text('title') && entry.targetType ? `${entry.targetType} ${entry.targetId ?? ''}` : null,
  ];
  return parts.filter(Boolean).join(' ');
}

export function AuditLog() {
  const trpc = useTRPC();
  const log = useInfiniteQuery(
    trpc.admin.auditLog.infiniteQueryOptions({ limit: 20 }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
  );
  if (log.isPending) return <Spinner />;
  if (log.isError) return <p className="text-stone-600">Das Protokoll konnte nicht geladen werden.</p>;
  const entries = log.data.pages.flatMap((page) => page.entries);
  return (
    <div className="grid gap-2">
      {entries.length === 0 && <p className="text-sm text-stone-600">Noch keine Änderungen.</p>}
      <ol className="divide-y divide-cream-200 text-sm" aria-label="Protokoll">
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-0.5 py-2 sm:grid-cols-[10rem_1fr]">
            <span className="text-stone-500 tabular-nums">{formatDateTimeDE(entry.createdAt)}</span>
            <span>
              <span className="font-semibold">{entry.actorUsername}</span>: {ACTIONS[entry.action] ?? entry.action}{' '}
              <span className="text-stone-600">{summary(entry)}</span>
            </span>
          </li>
        ))}
      </ol>
      {log.hasNextPage && (
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          pending={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          Ältere Einträge
        </Button>
      )}
    </div>
  );
}
