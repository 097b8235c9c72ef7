import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import type { TPantryItem } from './use-pantry';

interface TPantryItemRowProps {
  item: TPantryItem;
  pending: boolean;
  onSave: (fields: { name: string; amount: string | null; unit: string | null }) => void;
  onRemove: () => void;
}

/** One line of the pantry: name and amount as text; „Ändern“ turns it into a small form. */
export function PantryItemRow({ item, pending, onSave, onRemove }: TPantryItemRowProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(item.name);
  const [amount, setAmount] = useState(item.amount ?? '');
  const [unit, setUnit] = useState(item.unit ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ name: name.trim(), amount: amount.trim() || null, unit: unit.trim() || null });
    setEditing(false);
  };
  if (editing) {
    return (
      <li className="py-2.5">
        <form onSubmit={submit} className="flex flex-col gap-2" aria-label={`${item.name} ändern`}>
          <Input aria-label="Name" value={name} maxLength={100} required onChange={(event) => setName(event.target.value)} />
          <div className="flex gap-2">
            <Input aria-label="Menge" value={amount} maxLength={30} onChange={(event) => setAmount(event.target.value)} />
            <Input aria-label="Einheit" value={unit} maxLength={20} onChange={(event) => setUnit(event.target.value)} />
          </div>
          <div className="flex gap-2">
            <Button type="submit" size="sm" pending={pending}>
              Speichern
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Abbrechen
            </Button>
          </div>
        </form>
      </li>
    );
  }
  const quantity = [item.amount, item.unit].filter(Boolean).join(' ');
  return (
    <li data-testid="pantry-item" className="flex items-center gap-2 py-2.5">
      <p className="min-w-0 flex-1">
        <span className="font-semibold text-stone-900">{item.name}</span>
        {quantity && <span className="ml-2 text-sm text-stone-600 tabular-nums">{quantity}</span>}
      </p>
      <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`${item.name} ändern`}>
        Ändern
      </Button>
      <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`${item.name} entfernen`}>
        ✕
      </Button>
    </li>
  );
}
