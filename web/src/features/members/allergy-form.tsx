import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../shared/textarea';
import { useInterpretAllergies } from './use-profile';

/** Free text ('Kuhmilch, Haselnüsse') to the 12 categories, shown as chips. */
export function AllergyForm({ allergies }: { allergies: string[] }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const interpret = useInterpretAllergies();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Bitte beschreibe deine Allergien.');
      return;
    }
    setError(null);
    interpret.mutate({ allergyText: text });
  };

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} className="space-y-2" noValidate>
        <Label htmlFor="allergy-text">Deine Allergien und Unverträglichkeiten</Label>
        <Textarea
          id="allergy-text"
          value={text}
          maxLength={1000}
          onChange={(event) => setText(event.target.value)}
          placeholder="z. B. Laktose, Haselnüsse und Garnelen"
          aria-invalid={error ? true : undefined}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" disabled={interpret.isPending}>
          {interpret.isPending ? 'Wird analysiert …' : 'Allergien speichern'}
        </Button>
      </form>
      <div>
        <h2 className="font-bold text-stone-900">Gespeicherte Allergien</h2>
        {allergies.length === 0 ? (
          <p className="mt-1 text-sm text-stone-600">Keine Allergien gespeichert.</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Allergien">
            {allergies.map((allergy) => (
              <li key={allergy} className="rounded-full bg-red-50 px-3 py-1 text-sm font-medium text-red-800 ring-1 ring-red-200">
                {allergy}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
