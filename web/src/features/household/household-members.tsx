import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { THousehold, TUseHousehold } from './use-household';

/** The household's members; its manager may take others out (they keep a copy, as when leaving). */
export function HouseholdMembers({ household, actions }: { household: THousehold; actions: TUseHousehold }) {
  const [removing, setRemoving] = useState<{ id: number; username: string } | null>(null);
  return (
    <section aria-labelledby="household-members" className="flex flex-col gap-2">
      <h2 id="household-members" className="text-sm font-bold tracking-wide text-brand-800 uppercase">
        Mitglieder ({household.members.length} von {household.maxMembers})
      </h2>
      <ul className="divide-y divide-cream-200 rounded-(--radius-card) bg-white px-4 shadow-card ring-1 ring-cream-200">
        {household.members.map((member) => (
          <li key={member.id} className="flex min-h-12 flex-wrap items-center justify-between gap-2 py-2">
            <span className="font-semibold break-all text-stone-900">
              {member.username}
              {member.isManager && <span className="ml-2 text-sm font-normal text-stone-600">verwaltet den Haushalt</span>}
            </span>
            {household.isManager && !member.isManager && (
              <Button size="sm" variant="outline" onClick={() => setRemoving(member)}>
                Entfernen
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={`${removing?.username ?? ''} aus dem Haushalt nehmen?`}
        description="Das Mitglied behält eine Kopie von Wochenplan, Einkaufslisten und Vorrat, sieht die des Haushalts aber nicht mehr."
        confirmLabel="Entfernen"
        pending={actions.remove.isPending}
        onConfirm={() => {
          if (removing) actions.remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
