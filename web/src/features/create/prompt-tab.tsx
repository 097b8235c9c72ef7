import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { SparklesIcon } from '../../components/ui/icons';
import { Label } from '../../components/ui/label';
import { Textarea } from '../shared/textarea';
import type { TSubmitHandler } from './creator-types';
import { usePendingSubmit } from './use-pending-submit';

const MAX_PROMPT = 1000;

export function PromptTab({ onSubmit }: { onSubmit: TSubmitHandler<string> }) {
  const [prompt, setPrompt] = useState('');
  const id = useId();
  const counterId = useId();
  const { pending, submit } = usePendingSubmit(onSubmit, () => setPrompt(''));
  const text = prompt.trim();

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (text && !pending) submit(text);
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>Was möchtest du kochen?</Label>
        <Textarea
          id={id}
          value={prompt}
          maxLength={MAX_PROMPT}
          aria-describedby={counterId}
          placeholder="z. B. Ein schnelles vegetarisches Abendessen mit Kichererbsen für zwei Personen"
          onChange={(event) => setPrompt(event.target.value)}
          disabled={pending}
        />
        <p id={counterId} className="text-right text-xs text-stone-500">
          {prompt.length}/{MAX_PROMPT} Zeichen
        </p>
      </div>
      <Button type="submit" size="lg" disabled={!text} pending={pending} className="self-start">
        {!pending && <SparklesIcon className="size-4" />}
        {pending ? 'Rezept wird erstellt …' : 'Rezept generieren'}
      </Button>
    </form>
  );
}
