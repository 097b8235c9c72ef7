import { foldGerman } from '@kochclip/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Page, PageHeading } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { PageSpinner } from '../../components/ui/spinner';
import { PantryItemRow } from './pantry-item-row';
import { usePantry } from './use-pantry';

/** What many kitchens keep: one tap puts it in the pantry. */
const QUICK_ADD = ['Eier', 'Milch', 'Butter', 'Mehl', 'Nudeln', 'Reis', 'Zwiebeln', 'Kartoffeln', 'Tomaten', 'Knoblauch', 'Käse'];

/** /vorrat: what the member has at home, to mark shopping lines „im Vorrat“ and to find what they can cook. */
export default function PantryPage() {
  const pantry = usePantry();
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState('');
  const [many, setMany] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    pantry.add.mutate(
      { name: name.trim(), amount: amount.trim() || null, unit: unit.trim() || null },
      {
        onSuccess: () => {
          setName('');
          setAmount('');
          setUnit('');
        },
      },
    );
  };
  const submitMany = (event: FormEvent) => {
    event.preventDefault();
    const names = many
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (names.length > 0) pantry.addMany.mutate(names, { onSuccess: () => setMany('') });
  };

  const data = pantry.query.data;
  if (!data)
    return pantry.query.isError ? (
      <Page title="Vorrat">Der Vorrat konnte nicht geladen werden.</Page>
    ) : (
      <PageSpinner label="Vorrat wird geladen" />
    );
  const known = new Set(data.items.map((item) => foldGerman(item.name)));
  const quick = QUICK_ADD.filter((idea) => !known.has(foldGerman(idea)));

  return (
    <Page title="Vorrat" className="flex max-w-3xl flex-col gap-6">
      <PageHeading lead="Was du zu Hause hast: Auf Einkaufslisten steht es als „im Vorrat“, und du siehst, was du damit kochen kannst.">
        Vorrat
      </PageHeading>
      <Link to="/was-kann-ich-kochen" className="font-semibold text-brand-700 underline">
        Was kann ich kochen?
      </Link>
      <form onSubmit={submit} className="flex flex-col gap-2" aria-label="Zutat hinzufügen">
        <label htmlFor="pantry-name" className="text-sm font-semibold text-stone-800">
          Zutat
        </label>
        <Input
          id="pantry-name"
          placeholder="z. B. Paradeiser"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="flex gap-2">
          <Input
            aria-label="Menge (optional)"
            placeholder="Menge"
            value={amount}
            maxLength={30}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Input
            aria-label="Einheit (optional)"
            placeholder="Einheit"
            value={unit}
            maxLength={20}
            onChange={(event) => setUnit(event.target.value)}
          />
          <Button type="submit" pending={pantry.add.isPending} disabled={!name.trim()}>
            Hinzufügen
          </Button>
        </div>
      </form>
      {quick.length > 0 && (
        <section aria-labelledby="pantry-quick" className="flex flex-col gap-2">
          <h2 id="pantry-quick" className="text-sm font-bold text-stone-800">
            Schnell hinzufügen
          </h2>
          <div className="flex flex-wrap gap-2">
            {quick.map((idea) => (
              <Button key={idea} size="sm" variant="outline" onClick={() => pantry.add.mutate({ name: idea })}>
                + {idea}
              </Button>
            ))}
          </div>
        </section>
      )}
      <section aria-labelledby="pantry-list">
        <h2 id="pantry-list" className="mb-1 text-sm font-bold tracking-wide text-brand-800 uppercase">
          Im Vorrat ({data.items.length} von höchstens {data.max})
        </h2>
        {data.items.length === 0 ? (
          <p className="text-stone-600">
            Noch leer. Lege Zutaten hier an oder auf der Einkaufsliste über „⋯“ und „In den Vorrat“.
          </p>
        ) : (
          <ul className="divide-y divide-cream-200 rounded-(--radius-card) bg-white px-4 shadow-card ring-1 ring-cream-200">
            {data.items.map((item) => (
              <PantryItemRow
                key={`${item.id}-${item.updatedAt}`}
                item={item}
                pending={pantry.update.isPending}
                onSave={(fields) => pantry.update.mutate({ id: item.id, ...fields })}
                onRemove={() => pantry.remove.mutate(item.id)}
              />
            ))}
          </ul>
        )}
      </section>
      <form onSubmit={submitMany} className="flex flex-col gap-2">
        <label htmlFor="pantry-many" className="text-sm font-semibold text-stone-800">
          Mehrere auf einmal (eine Zutat pro Zeile)
        </label>
        <textarea
          id="pantry-many"
          rows={4}
          value={many}
          onChange={(event) => setMany(event.target.value)}
          className="rounded-xl border border-stone-300 bg-white p-3 text-base"
        />
        <Button type="submit" variant="outline" pending={pantry.addMany.isPending} disabled={!many.trim()}>
          Alle hinzufügen
        </Button>
      </form>
    </Page>
  );
}
