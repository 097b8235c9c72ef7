import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage, httpStatus } from '../../../lib/errors';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { loadOffline, newItemId, saveQueue, saveSnapshot, withQueuedChanges } from './offline-queue';
import type { TItemChange, TListedItem, TSection, TShoppingList } from './shopping-types';

/** Another member's checks show up this soon while the list is open. */
const POLL_MS = 5000;
/** Changes waiting while the browser believes it is online are tried again this often. */
const RETRY_MS = 10_000;

const online = () => typeof navigator === 'undefined' || navigator.onLine;

/** One list, usable offline: changes apply at once, wait in a local queue and sync when the connection returns. */
export function useShoppingList(listId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  // The list stored at the last visit: what the page shows until (or unless, offline) the server answers.
  const [stored] = useState(() => loadOffline(listId).snapshot);
  const [queue, setQueue] = useState(() => loadOffline(listId).queue);
  const [isOnline, setIsOnline] = useState(online);
  const sending = useRef(false);
  const queryKey = trpc.kitchen.shoppingList.queryKey({ id: listId });

  const query = useQuery(
    trpc.kitchen.shoppingList.queryOptions(
      { id: listId },
      { refetchInterval: isOnline ? POLL_MS : false, staleTime: 0, placeholderData: stored ?? undefined },
    ),
  );

  const keep = useCallback(
    (update: (queue: TItemChange[]) => TItemChange[]) =>
      setQueue((current) => {
        const next = update(current);
        saveQueue(listId, next);
        return next;
      }),
    [listId],
  );

  // What the server last sent is the offline copy.
  const fresh = query.data && !query.isPlaceholderData ? query.data : null;
  useEffect(() => {
    if (fresh) saveSnapshot(listId, fresh);
  }, [fresh, listId]);

  const flush = useCallback(async () => {
    if (sending.current || !online()) return;
    const pending = loadOffline(listId).queue;
    if (pending.length === 0) return;
    sending.current = true;
    try {
      const result = await client.kitchen.syncShoppingList.mutate({ id: listId, changes: pending });
      saveSnapshot(listId, result.list);
      queryClient.setQueryData(queryKey, result.list);
      keep((current) => current.slice(pending.length));
    } catch (error) {
      const status = httpStatus(error);
      // Refused for good (the list is gone, the changes are invalid): drop them instead of retrying forever.
      if (status !== null && status >= 400 && status < 500 && status !== 401 && status !== 429) {
        keep((current) => current.slice(pending.length));
        toast({ variant: 'destructive', title: 'Änderungen verworfen', description: errorMessage(error) });
      }
    } finally {
      sending.current = false;
    }
  }, [client, keep, listId, queryClient, queryKey]);

  useEffect(() => {
    const goOnline = () => {
      setIsOnline(true);
      void flush();
    };
    const goOffline = () => setIsOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const retry = window.setInterval(() => void flush(), RETRY_MS);
    // Changes left from the last visit go out once the page is up.
    const first = window.setTimeout(() => void flush(), 0);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearInterval(retry);
      window.clearTimeout(first);
    };
  }, [flush]);

  const change = useCallback(
    (next: TItemChange) => {
      keep((current) => [...current, next]);
      void flush();
    },
    [flush, keep],
  );

  const now = () => new Date().toISOString();
  const base = query.data ?? stored;
  const list: TShoppingList | null = base ? withQueuedChanges(base, queue) : null;

  const replaceWith = (next: TShoppingList) => {
    saveSnapshot(listId, next);
    queryClient.setQueryData(queryKey, next);
  };
  const onError = (error: unknown) => toast({ variant: 'destructive', title: 'Fehler', description: errorMessage(error) });
  const update = useMutation({
    mutationFn: (fields: { title?: string; hideStaples?: boolean }) =>
      client.kitchen.updateShoppingList.mutate({ id: listId, ...fields }),
    onSuccess: replaceWith,
    onError,
  });
  // Online only: the pantry has no offline queue; the check itself waits in the list's queue like any other.
  const addToPantry = useMutation({
    mutationFn: (item: TListedItem) =>
      client.pantry.addItem.mutate({ name: item.name.slice(0, 100), amount: item.amount ? item.amount.slice(0, 30) : null }),
    onSuccess: (saved) => {
      toast({ title: 'Im Vorrat', description: `„${saved.name}“ steht jetzt in deinem Vorrat.` });
      void queryClient.invalidateQueries({ queryKey: trpc.pantry.pathKey() });
    },
    onError,
  });
  const clearChecked = useMutation({
    mutationFn: () => client.kitchen.clearCheckedShoppingItems.mutate({ id: listId }),
    onSuccess: replaceWith,
    onError,
  });

  return {
    list,
    query,
    isOnline,
    pending: queue.length,
    check: (itemId: string, checked: boolean) => change({ type: 'check', itemId, checked, changedAt: now() }),
    moveTo: (itemId: string, section: TSection) => change({ type: 'section', itemId, section, changedAt: now() }),
    remove: (itemId: string) => change({ type: 'remove', itemId, changedAt: now() }),
    add: (name: string) => change({ type: 'add', itemId: newItemId(), name, changedAt: now() }),
    /** „In den Vorrat“: checked off here, kept in the pantry. */
    toPantry: (item: TListedItem) => {
      change({ type: 'check', itemId: item.id, checked: true, changedAt: now() });
      addToPantry.mutate(item);
    },
    update,
    clearChecked,
    replaceWith,
  };
}

export type TShoppingListState = ReturnType<typeof useShoppingList>;
