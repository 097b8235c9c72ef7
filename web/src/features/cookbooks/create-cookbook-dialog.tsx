import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { Textarea } from '../shared/textarea';
import { useCreateCookbook } from './use-cookbooks';

export const TITLE_REQUIRED = 'Bitte gib einen Titel für das Kochbuch ein';

export function CreateCookbookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateCookbook(() => {
    setTitle('');
    setDescription('');
    onClose();
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError(TITLE_REQUIRED);
      return;
    }
    setError(undefined);
    create.mutate({ title, description });
  };

  return (
    <Dialog open={open} onClose={onClose} title="Neues Kochbuch">
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <FormField label="Titel" value={title} maxLength={100} error={error} onChange={(e) => setTitle(e.target.value)} />
        <div className="space-y-1.5">
          <Label htmlFor="cookbook-description">Beschreibung</Label>
          <Textarea
            id="cookbook-description"
            value={description}
            maxLength={500}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Abbrechen
          </Button>
          <Button type="submit" disabled={create.isPending}>
            Erstellen
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
