import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { formatDateTimeDE } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { SettingsRow } from '../members/settings-rows';

const BUILDING = new Set(['pending', 'running']);

/** 'Meine Daten herunterladen': starts the export, polls while it is built, then offers the signed link. */
export function DataExportRow() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const statusOptions = trpc.account.dataExportStatus.queryOptions();
  const status = useQuery({
    ...statusOptions,
    refetchInterval: (query) => (BUILDING.has(query.state.data?.status ?? '') ? 2000 : false),
  });
  const start = useMutation(
    trpc.account.requestDataExport.mutationOptions({
      onSuccess: (data) => queryClient.setQueryData(statusOptions.queryKey, data),
      onError: (error) => toast({ variant: 'destructive', title: 'Export nicht gestartet', description: errorMessage(error) }),
    }),
  );
  const data = status.data;
  const building = BUILDING.has(data?.status ?? '');
  const summary = building ? 'Wird erstellt …' : data?.status === 'ready' ? 'Bereit zum Download' : 'ZIP mit allen Daten';
  return (
    <SettingsRow title="Meine Daten herunterladen" summary={summary}>
      <div className="space-y-3 text-sm text-stone-700">
        <p>
          Du bekommst ein ZIP mit allem, was Kochclip über dich speichert: Profil, Rezepte (im schema.org-Format), Kommentare,
          Bewertungen, Sammlungen, Kochbücher, Folgen, Zahlungen, Empfehlungen, Einkaufslisten, Wochenplan und deine Bilder. Der
          Download-Link gilt 24 Stunden.
        </p>
        {data?.status === 'ready' && data.downloadUrl && (
          <p>
            <a href={data.downloadUrl} className="font-semibold text-brand-700 underline" download>
              ZIP herunterladen
            </a>
            {data.expiresAt && <span className="text-stone-500"> (gültig bis {formatDateTimeDE(data.expiresAt)})</span>}
          </p>
        )}
        {data?.status === 'failed' && <p role="alert">Der letzte Export ist fehlgeschlagen. Bitte starte ihn neu.</p>}
        <Button type="button" size="sm" variant="outline" disabled={building || start.isPending} onClick={() => start.mutate()}>
          {building ? 'Export wird erstellt …' : 'Export starten'}
        </Button>
      </div>
    </SettingsRow>
  );
}
