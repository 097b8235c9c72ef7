import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast-store';

/** What a creation call answered: the draft to review, or a recipe that existed already (same video or page, a community match). */
export type TCreationResult =
  { kind: 'draft'; draftId: number } | { kind: 'recipe'; id: number | null; title: string; toastTitle: string };

/** A creation answer: with `draft: true` a draft (`draftId`), else the recipe with its spec toast. */
export function creationResult(
  answer: { draftId: number } | { id: number | null; title: string },
  toastTitle: string,
): TCreationResult {
  return 'draftId' in answer
    ? { kind: 'draft', draftId: answer.draftId }
    : { kind: 'recipe', id: answer.id, title: answer.title, toastTitle };
}

/** Opens a creation's result: a draft in the editor (/rezept/entwurf/:id), an existing recipe on its page. */
export function useOpenCreation() {
  const navigate = useNavigate();
  return (result: TCreationResult) => {
    if (result.kind === 'draft') {
      toast({ title: 'Entwurf bereit', description: 'Prüfe das Rezept und speichere es.' });
      void navigate(`/rezept/entwurf/${result.draftId}`);
      return;
    }
    toast({ title: result.toastTitle, description: result.title });
    if (result.id !== null) void navigate(`/recipe/${result.id}`);
  };
}
