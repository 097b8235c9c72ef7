import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Textarea } from '../shared/textarea';
import { checkImage } from './image-upload';
import { ImagePicker } from './image-picker';

interface TChallengeSubmitFormProps {
  recipe: { id: number; title: string };
  pending: boolean;
  onSubmit: (input: { recipeId: number; description: string; image: File }) => void;
}

/** Image required, description optional; the recipe on this page is preselected. */
export function ChallengeSubmitForm({ recipe, pending, onSubmit }: TChallengeSubmitFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      aria-label="Beitrag einreichen"
      className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-xl bg-cream-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const found = checkImage(file);
        setProblem(found);
        if (!found && file) onSubmit({ recipeId: recipe.id, description, image: file });
      }}
    >
      <p className="font-semibold text-stone-900">Beitrag einreichen</p>
      <p className="text-sm text-stone-700">
        Rezept: <span className="font-semibold">{recipe.title}</span>
      </p>
      <ImagePicker
        onPick={(next) => {
          setFile(next);
          setProblem(next ? checkImage(next) : null);
        }}
        problem={problem}
      />
      <Textarea
        aria-label="Beschreibung (optional)"
        placeholder="Beschreibung (optional)"
        maxLength={500}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        className="min-h-20"
      />
      <Button type="submit" className="justify-self-start" pending={pending}>
        Einreichen
      </Button>
    </form>
  );
}
