import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/errors';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';

/** The plan as a calendar subscription: a secret address for calendar apps, renewable and revocable. */
export function CalendarFeedPanel() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const feed = useQuery(trpc.kitchen.calendarFeed.queryOptions());
  const set = (data: { path: string | null }) => queryClient.setQueryData(trpc.kitchen.calendarFeed.queryKey(), data);
  const onError = (error: unknown) => toast({ variant: 'destructive', title: 'Fehler', description: errorMessage(error) });
  const renew = useMutation({ mutationFn: () => client.kitchen.renewCalendarFeed.mutate(), onSuccess: set, onError });
  const revoke = useMutation({ mutationFn: () => client.kitchen.revokeCalendarFeed.mutate(), onSuccess: set, onError });
  const address = feed.data?.path ? `${window.location.origin}${feed.data.path}` : null;
  return (
    <section
      aria-labelledby="feed-title"
      className="flex flex-col gap-3 rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200"
    >
      <h2 id="feed-title" className="text-lg font-bold">
        Kalender-Abo
      </h2>
      <p className="text-sm text-stone-600">
        Abonniere deinen Wochenplan in deiner Kalender-App: jede geplante Mahlzeit als Termin mit Link zum Rezept. Die Adresse ist
        geheim – wer sie kennt, sieht deinen Plan.
      </p>
      {address ? (
        <>
          <Input readOnly value={address} aria-label="Kalender-Adresse" onFocus={(event) => event.target.select()} />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void navigator.clipboard?.writeText(address).then(() => toast({ variant: 'success', title: 'Kopiert!' }))
              }
            >
              Kopieren
            </Button>
            <Button size="sm" variant="outline" pending={renew.isPending} onClick={() => renew.mutate()}>
              Neue Adresse
            </Button>
            <Button size="sm" variant="destructive" pending={revoke.isPending} onClick={() => revoke.mutate()}>
              Abo beenden
            </Button>
          </div>
        </>
      ) : (
        <Button size="sm" className="self-start" pending={renew.isPending} onClick={() => renew.mutate()}>
          Kalender-Adresse erstellen
        </Button>
      )}
    </section>
  );
}
