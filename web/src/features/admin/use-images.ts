import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { showError, useAdminRefresh } from './use-admin';

export function useImageStats() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.admin.imageStats.queryOptions(),
    refetchInterval: (q) => ((q.state.data?.pending ?? 0) > 0 ? 5000 : false),
  });
}

/** The backups and restores; polled while one runs. */
export function useMediaTasks() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.admin.mediaTasks.queryOptions(),
    refetchInterval: (q) => (q.state.data?.tasks.some((task) => task.status === 'running') ? 3000 : false),
  });
}

export function useImageActions() {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  return {
    regenerateAll: useMutation(
      trpc.admin.regenerateImages.mutationOptions({
        onSuccess: async ({ results }) => {
          toast({
            title: 'Bilder werden neu erzeugt',
            description: `${results.successful} von ${results.total} Rezepten eingeplant.`,
          });
          await refresh();
        },
        onError: showError('Fehler'),
      }),
    ),
    regenerateOne: useMutation(
      trpc.admin.regenerateRecipeImage.mutationOptions({
        onSuccess: async (answer) => {
          toast({ title: 'Bild wird erzeugt', description: answer.message });
          await refresh();
        },
        onError: showError('Fehler'),
      }),
    ),
    generateMissing: useMutation(
      trpc.admin.generateMissingImages.mutationOptions({
        onSuccess: async (answer) => {
          toast({ title: 'Fehlende Bilder', description: answer.message });
          await refresh();
        },
        onError: showError('Fehler'),
      }),
    ),
    migrate: useMutation(
      trpc.admin.migrateBlobImages.mutationOptions({
        onSuccess: async ({ results }) => {
          toast({
            variant: 'success',
            title: 'Bildmigration abgeschlossen',
            description: `${results.successful} von ${results.total} Blob-URLs erfolgreich migriert.`,
          });
          await refresh();
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Fehler bei der Bildmigration', description: errorMessage(error) }),
      }),
    ),
    backup: useMutation(
      trpc.admin.backupMedia.mutationOptions({
        onSuccess: async () => {
          toast({ title: 'Sicherung gestartet', description: 'Alle Bilder werden im Hintergrund in ein Archiv gesichert.' });
          await refresh();
        },
        onError: showError('Fehler'),
      }),
    ),
    restore: useMutation(
      trpc.admin.restoreMedia.mutationOptions({
        onSuccess: async () => {
          toast({
            title: 'Wiederherstellung gestartet',
            description: 'Fehlende Bilder werden aus der neuesten Sicherung zurückgeholt.',
          });
          await refresh();
        },
        onError: showError('Fehler'),
      }),
    ),
  };
}
