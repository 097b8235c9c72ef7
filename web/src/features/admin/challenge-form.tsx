import { berlinDay } from '@kochclip/core';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import type { TRouterInputs } from '../../lib/trpc';
import { Textarea } from '../shared/textarea';

export type TChallengeInput = TRouterInputs['admin']['createChallenge'];

export interface TChallengeDraft {
  title: string;
  description: string;
  rules: string;
  tags: string;
  startDate: string;
  endDate: string;
}

/** A stored instant as the 'YYYY-MM-DD' of its Berlin day, for a date field. */
export const dayOf = (date: Date | string) => berlinDay(new Date(date));

/** A date field's day as the instant the day starts (start) or ends (end) on the admin's device. */
function instant(day: string, edge: 'start' | 'end'): string {
  return new Date(`${day}T${edge === 'start' ? '00:00:00' : '23:59:59'}`).toISOString();
}

export function toChallengeInput(draft: TChallengeDraft): TChallengeInput {
  return {
    title: draft.title,
    description: draft.description,
    rules: draft.rules.trim() || null,
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    startDate: instant(draft.startDate, 'start'),
    endDate: instant(draft.endDate, 'end'),
  };
}

/** Title, description, rules, tags (comma-separated), first and last day. */
export function ChallengeForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: TChallengeDraft;
  submitLabel: string;
  pending: boolean;
  onSubmit: (draft: TChallengeDraft) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const descriptionId = useId();
  const rulesId = useId();
  const set = (key: keyof TChallengeDraft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!draft.title.trim()) return setError('Titel erforderlich');
        if (!draft.description.trim()) return setError('Beschreibung erforderlich');
        if (!draft.startDate || !draft.endDate) return setError('Bitte wähle Beginn und Ende.');
        if (draft.endDate < draft.startDate) return setError('Das Ende muss nach dem Beginn liegen.');
        setError(null);
        onSubmit(draft);
      }}
    >
      <FormField label="Titel" value={draft.title} maxLength={100} onChange={set('title')} />
      <div className="grid gap-1.5">
        <Label htmlFor={descriptionId}>Beschreibung</Label>
        <Textarea
          id={descriptionId}
          value={draft.description}
          maxLength={2000}
          onChange={set('description')}
          className="min-h-20"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={rulesId}>
          Regeln <span className="font-normal text-stone-500">(optional)</span>
        </Label>
        <Textarea id={rulesId} value={draft.rules} maxLength={2000} onChange={set('rules')} className="min-h-20" />
      </div>
      <FormField label="Tags" labelSuffix="(mit Komma getrennt)" value={draft.tags} onChange={set('tags')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Beginn" type="date" value={draft.startDate} onChange={set('startDate')} />
        <FormField label="Ende" type="date" value={draft.endDate} onChange={set('endDate')} />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Abbrechen
          </Button>
        )}
      </div>
    </form>
  );
}
