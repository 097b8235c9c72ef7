import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

const RUNNING = new Set(['queued', 'running']);

/** The import's status, polled every 1.5 s while it runs. */
export function useArchiveImport(id: number | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.import.archiveStatus.queryOptions({ id: id ?? 0 }),
    enabled: id !== null,
    refetchInterval: (query) => (RUNNING.has(query.state.data?.status ?? 'queued') ? 1500 : false),
  });
}
