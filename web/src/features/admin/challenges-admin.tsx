import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { formatDateDE } from '../../lib/format';
import { useTRPC, type TRouterOutputs } from '../../lib/trpc';
import { Badge } from './admin-table';
import { ChallengeForm, dayOf, toChallengeInput, type TChallengeDraft } from './challenge-form';
import { showError } from './use-admin';

type TChallenge = TRouterOutputs['social']['listChallenges'][number];

const EMPTY: TChallengeDraft = { title: '', description: '', rules: '', tags: '', startDate: '', endDate: '' };
const STATUS_TONE = { Aktiv: 'green', 'Bald verfügbar': 'blue', Beendet: 'gray' } as const;

function draftOf(challenge: TChallenge): TChallengeDraft {
  return {
    title: challenge.title,
    description: challenge.description,
    rules: challenge.rules ?? '',
    tags: challenge.tags.join(', '),
    startDate: dayOf(challenge.startDate),
    endDate: dayOf(challenge.endDate),
  };
}

/** Create, edit and delete challenges (before this, challenges existed only through the seed). */
export function ChallengesAdmin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.social.listChallenges.queryOptions({}));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TChallenge | null>(null);
  const [deleting, setDeleting] = useState<TChallenge | null>(null);
  const [ending, setEnding] = useState<TChallenge | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.social.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.auditLog.pathKey() }),
    ]);
  const done = (title: string, close: () => void) => async () => {
    toast({ variant: 'success', title });
    close();
    await refresh();
  };
  const create = useMutation(
    trpc.admin.createChallenge.mutationOptions({
      onSuccess: done('Challenge angelegt', () => setCreating(false)),
      onError: showError('Fehler'),
    }),
  );
  const update = useMutation(
    trpc.admin.updateChallenge.mutationOptions({
      onSuccess: done('Challenge gespeichert', () => setEditing(null)),
      onError: showError('Fehler'),
    }),
  );
  const end = useMutation(
    trpc.admin.endChallenge.mutationOptions({
      onSuccess: done('Challenge beendet', () => setEnding(null)),
      onError: showError('Fehler'),
    }),
  );
  const remove = useMutation(
    trpc.admin.deleteChallenge.mutationOptions({
      onSuccess: done('Challenge gelöscht', () => setDeleting(null)),
      onError: showError('Fehler'),
    }),
  );

  return (
    <div className="grid gap-3">
      {creating ? (
        <ChallengeForm
          initial={EMPTY}
          submitLabel="Challenge anlegen"
          pending={create.isPending}
          onCancel={() => setCreating(false)}
          onSubmit={(draft) => create.mutate(toChallengeInput(draft))}
        />
      ) : (
        <Button className="justify-self-start" onClick={() => setCreating(true)}>
          Neue Challenge
        </Button>
      )}
      {list.isPending && <Spinner />}
      {list.data && list.data.length === 0 && <p className="text-sm text-stone-600">Noch keine Challenges.</p>}
      <ul className="divide-y divide-cream-200" aria-label="Challenges">
        {list.data?.map((challenge) => (
          <li key={challenge.id} className="grid gap-2 py-3 text-sm">
            <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
              <span className="min-w-0 font-semibold">{challenge.title}</span>
              <Badge tone={STATUS_TONE[challenge.status]}>{challenge.status}</Badge>
            </div>
            <span className="text-stone-600">
              {formatDateDE(challenge.startDate)} – {formatDateDE(challenge.endDate)}
            </span>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing(challenge)}
                aria-label={`${challenge.title} bearbeiten`}
              >
                Bearbeiten
              </Button>
              {challenge.status === 'Aktiv' && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEnding(challenge)}
                  aria-label={`${challenge.title} jetzt beenden`}
                >
                  Jetzt beenden
                </Button>
              )}
              <Button
                size="sm"
                variant="destructive"
                onClick={() => setDeleting(challenge)}
                aria-label={`${challenge.title} löschen`}
              >
                Löschen
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title="Challenge bearbeiten">
        {editing && (
          <ChallengeForm
            initial={draftOf(editing)}
            submitLabel="Speichern"
            pending={update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(draft) => update.mutate({ id: editing.id, ...toChallengeInput(draft) })}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={ending !== null}
        title="Challenge jetzt beenden?"
        description={
          ending
            ? `„${ending.title}“ endet sofort statt am ${formatDateDE(ending.endDate)}. Danach nimmt sie keine Beiträge mehr an; die bisherigen Beiträge bleiben zu sehen.`
            : ''
        }
        confirmLabel="Jetzt beenden"
        tone="primary"
        pending={end.isPending}
        onClose={() => setEnding(null)}
        onConfirm={() => ending && end.mutate({ id: ending.id })}
      />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Challenge löschen"
        description={
          deleting
            ? `„${deleting.title}“ und alle Beiträge werden gelöscht. Das kann nicht rückgängig gemacht werden.`
            : undefined
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setDeleting(null)}>
            Abbrechen
          </Button>
          <Button variant="destructive" pending={remove.isPending} onClick={() => deleting && remove.mutate({ id: deleting.id })}>
            Löschen
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
