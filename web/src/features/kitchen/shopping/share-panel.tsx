import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/errors';
import { useTRPCClient } from '../../../lib/trpc';
import type { TShoppingList } from './shopping-types';

interface TSharePanelProps {
  list: TShoppingList;
  onChanged: (list: TShoppingList) => void;
  viewerId: number;
}

/** Sharing: members who edit with you (by username), and a secret read-only link that can be replaced or revoked. */
export function SharePanel({ list, onChanged, viewerId }: TSharePanelProps) {
  const client = useTRPCClient();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [link, setLink] = useState(list.shareLink);
  const onError = (error: unknown) => toast({ variant: 'destructive', title: 'Fehler', description: errorMessage(error) });

  const share = useMutation({
    mutationFn: (name: string) => client.kitchen.shareShoppingList.mutate({ id: list.id, username: name }),
    onSuccess: (next) => {
      onChanged(next);
      setUsername('');
      toast({ variant: 'success', title: 'Liste geteilt' });
    },
    onError,
  });
  const removeMember = useMutation({
    mutationFn: (userId: number) => client.kitchen.removeShoppingListMember.mutate({ id: list.id, userId }),
    onSuccess: (_result, userId) => {
      if (userId === viewerId) {
        toast({ variant: 'success', title: 'Liste verlassen' });
        void navigate('/einkaufsliste');
        return;
      }
      onChanged({ ...list, members: list.members.filter((member) => member.id !== userId) });
    },
    onError,
  });
  const createLink = useMutation({
    mutationFn: () => client.kitchen.createShoppingListLink.mutate({ id: list.id }),
    onSuccess: ({ shareLink }) => setLink(shareLink),
    onError,
  });
  const revokeLink = useMutation({
    mutationFn: () => client.kitchen.revokeShoppingListLink.mutate({ id: list.id }),
    onSuccess: () => {
      setLink(null);
      toast({ variant: 'success', title: 'Link widerrufen' });
    },
    onError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim()) share.mutate(username.trim());
  };
  const fullLink = link ? `${window.location.origin}${link}` : null;

  if (!list.isOwner) {
    return (
      <section aria-label="Teilen" className="rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200">
        <p className="text-sm text-stone-600">{list.owner.username} hat diese Liste mit dir geteilt.</p>
        <Button
          className="mt-3"
          variant="outline"
          size="sm"
          pending={removeMember.isPending}
          onClick={() => removeMember.mutate(viewerId)}
        >
          Liste verlassen
        </Button>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="share-title"
      className="flex flex-col gap-4 rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200"
    >
      <h2 id="share-title" className="text-lg font-bold">
        Teilen
      </h2>
      <form onSubmit={submit} className="flex gap-2">
        <Input
          aria-label="Benutzername"
          placeholder="Benutzername"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          maxLength={30}
        />
        <Button type="submit" pending={share.isPending}>
          Teilen
        </Button>
      </form>
      {list.members.length > 0 && (
        <ul aria-label="Mitglieder der Liste" className="flex flex-col gap-1 text-sm">
          {list.members.map((member) => (
            <li key={member.id} className="flex items-center justify-between gap-2">
              <span>{member.username} (bearbeitet mit)</span>
              <Button variant="ghost" size="sm" onClick={() => removeMember.mutate(member.id)}>
                Entfernen
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 border-t border-cream-200 pt-4">
        <p className="text-sm font-semibold">Nur-Lesen-Link</p>
        {fullLink ? (
          <>
            <Input readOnly value={fullLink} aria-label="Link zur Liste (nur lesen)" onFocus={(event) => event.target.select()} />
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  void navigator.clipboard?.writeText(fullLink).then(() => toast({ variant: 'success', title: 'Kopiert!' }))
                }
              >
                Kopieren
              </Button>
              <Button size="sm" variant="outline" pending={createLink.isPending} onClick={() => createLink.mutate()}>
                Neuer Link
              </Button>
              <Button size="sm" variant="destructive" pending={revokeLink.isPending} onClick={() => revokeLink.mutate()}>
                Link widerrufen
              </Button>
            </div>
          </>
        ) : (
          <Button
            size="sm"
            variant="outline"
            className="self-start"
            pending={createLink.isPending}
            onClick={() => createLink.mutate()}
          >
            Link erstellen
          </Button>
        )}
      </div>
    </section>
  );
}
