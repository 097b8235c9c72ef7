import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useAuth } from '../../auth/use-auth';
import { SharePanel } from './share-panel';
import { ShoppingSections } from './shopping-sections';
import type { TShoppingListState } from './use-shopping-list';
import type { TShoppingList } from './shopping-types';

function SyncStatus({ state }: { state: TShoppingListState }) {
  const waiting = state.pending === 1 ? '1 Änderung wartet' : `${state.pending} Änderungen warten`;
  const text = !state.isOnline
    ? `Offline${state.pending > 0 ? ` – ${waiting} auf die Verbindung` : ' – Änderungen werden später übertragen'}`
    : state.pending > 0
      ? `${waiting} auf die Übertragung …`
      : 'Alles gespeichert';
  return (
    <p
      role="status"
      data-testid="sync-status"
      className={state.isOnline ? 'text-sm text-stone-500' : 'text-sm font-semibold text-amber-700'}
    >
      {text}
    </p>
  );
}

/** A shopping list in the shop: grouped by section, tap to check off, add what the recipes forgot, share. */
export function ShoppingListView({ list, state }: { list: TShoppingList; state: TShoppingListState }) {
  const { user } = useAuth();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    state.add(name.trim());
    setName('');
  };
  const checked = list.items.filter((item) => item.checked).length;
  const inPantry = list.items.filter((item) => item.inPantry && !item.checked).length;
  return (
    <Page title={list.title} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link to="/einkaufsliste" className="text-sm font-semibold text-stone-600 hover:text-brand-700">
            Alle Einkaufslisten
          </Link>
          <h1 className="text-3xl font-extrabold text-stone-900">{list.title}</h1>
          <p className="text-sm text-stone-600">
            {list.openCount} offen · {checked} abgehakt
            {inPantry > 0 && ` · ${inPantry} im Vorrat`}
          </p>
          <SyncStatus state={state} />
        </div>
        <div className="flex flex-wrap gap-2">
          <label className="flex items-center gap-2 text-sm font-medium text-stone-700 pointer-coarse:min-h-11">
            <input
              type="checkbox"
              checked={list.hideStaples}
              onChange={(event) => state.update.mutate({ hideStaples: event.target.checked })}
              className="size-5 accent-brand-600"
            />
            Vorratsartikel ausblenden
          </label>
          {checked > 0 && (
            <Button
              variant="outline"
              size="sm"
              pending={state.clearChecked.isPending}
              onClick={() => state.clearChecked.mutate()}
            >
              Abgehakte entfernen
            </Button>
          )}
        </div>
      </div>
      <form onSubmit={submit} className="flex gap-2">
        <Input
          aria-label="Eintrag hinzufügen"
          placeholder="z. B. Spülmittel"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={200}
        />
        <Button type="submit">Hinzufügen</Button>
      </form>
      {list.items.length === 0 ? (
        <p className="text-stone-600">
          Die Liste ist leer. Setze Zutaten über „Auf die Einkaufsliste“ auf einer Rezeptseite oder aus dem{' '}
          <Link to="/wochenplan" className="underline">
            Wochenplan
          </Link>{' '}
          darauf.
        </p>
      ) : (
        <ShoppingSections
          items={list.items}
          hideStaples={list.hideStaples}
          actions={{ check: state.check, moveTo: state.moveTo, remove: state.remove, toPantry: state.toPantry }}
        />
      )}
      {user && state.isOnline && <SharePanel list={list} viewerId={user.id} onChanged={state.replaceWith} />}
    </Page>
  );
}
