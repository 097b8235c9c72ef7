import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { formatDateTimeDE } from '../../lib/format';
import { useTRPC, type TRouterOutputs } from '../../lib/trpc';
import { DELETE_CONFIRM, DELETE_CONFIRM_LABEL } from '../moderation/delete-confirm-texts';
import { Badge } from './admin-table';
import { ReportedVersionButton } from './reported-version';
import { showError, useAdminRefresh } from './use-admin';

type TItem = TRouterOutputs['moderation']['reports']['items'][number];

const KIND: Record<TItem['type'], string> = {
  comment: 'Kommentar',
  photo: 'Foto',
  challengeEntry: 'Challenge-Beitrag',
  recipe: 'Rezept',
};

export function useOpenReports() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.moderation.reports.queryOptions(), refetchInterval: 60_000 });
}

function ReportedItem({ item }: { item: TItem }) {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const [confirming, setConfirming] = useState(false);
  const resolve = useMutation(
    trpc.moderation.resolveReport.mutationOptions({
      onSuccess: async (answer) => {
        toast({ variant: 'success', title: answer.message });
        await refresh();
      },
      onError: showError('Fehler'),
    }),
  );
  const { content } = item;
  const reportedVersions = [
    ...new Set(item.reports.flatMap((report) => (report.recipeVersion === null ? [] : [report.recipeVersion]))),
  ];
  const busy = (action: 'delete' | 'dismiss') => resolve.isPending && resolve.variables.action === action;
  return (
    <li
      className="grid gap-2 rounded-(--radius-card) border border-cream-200 bg-white p-4"
      aria-label={`${KIND[item.type]} ${item.id}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="amber">{KIND[item.type]}</Badge>
        <span className="font-semibold">
          {item.reportCount} {item.reportCount === 1 ? 'Meldung' : 'Meldungen'}
        </span>
        <span className="text-stone-500">zuletzt {formatDateTimeDE(item.lastReportedAt)}</span>
      </div>
      <div className="flex gap-3">
        {content.imageUrl && (
          <img src={content.imageUrl} alt="" className="size-20 shrink-0 rounded-lg object-cover" loading="lazy" />
        )}
        <div className="min-w-0 text-sm">
          {content.text && <p className="whitespace-pre-line text-stone-800">{content.text}</p>}
          <p className="mt-1 text-stone-600">
            {content.author && <>von @{content.author.username}</>}
            {content.recipe && (
              <>
                {' '}
                · Rezept{' '}
                <Link to={`/recipe/${content.recipe.id}`} target="_blank" className="underline">
                  {content.recipe.title}
                </Link>
              </>
            )}
            {content.challenge && <> · Challenge „{content.challenge.title}“</>}
          </p>
        </div>
      </div>
      <ul className="grid gap-0.5 text-sm text-stone-700">
        {item.reports.map((report) => (
          <li key={`${report.reporter}-${report.createdAt}`}>
            <span className="font-medium">{report.reason}</span>
            {report.details && <>: {report.details}</>} <span className="text-stone-500">(@{report.reporter})</span>
            {report.recipeVersion !== null && <span className="text-stone-600"> · Gemeldete Version {report.recipeVersion}</span>}
          </li>
        ))}
      </ul>
      {item.type === 'recipe' && reportedVersions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {reportedVersions.map((version) => (
            <ReportedVersionButton key={version} recipeId={item.id} version={version} />
          ))}
        </div>
      )}
      <div className="flex gap-2">
        <Button size="sm" variant="destructive" pending={busy('delete')} onClick={() => setConfirming(true)}>
          Inhalt löschen
        </Button>
        <Button
          size="sm"
          variant="outline"
          pending={busy('dismiss')}
          onClick={() => resolve.mutate({ type: item.type, id: item.id, action: 'dismiss' })}
        >
          Meldung verwerfen
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        {...DELETE_CONFIRM[item.type]}
        confirmLabel={DELETE_CONFIRM_LABEL}
        pending={busy('delete')}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          resolve.mutate({ type: item.type, id: item.id, action: 'delete' }, { onSettled: () => setConfirming(false) })
        }
      />
    </li>
  );
}

/** Meldungen: every reported item with its reasons, in context; delete it or dismiss the reports. */
export function ReportsTab() {
  const reports = useOpenReports();
  if (reports.isPending) return <Spinner />;
  if (reports.isError) return <p className="text-stone-600">Meldungen konnten nicht geladen werden.</p>;
  if (reports.data.items.length === 0) return <p className="text-stone-600">Keine offenen Meldungen.</p>;
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Meldungen">
      {reports.data.items.map((item) => (
        <ReportedItem key={`${item.type}-${item.id}`} item={item} />
      ))}
    </ul>
  );
}
