import { AudioPlayer } from './audio-player';
import { CookingTimer } from './cooking-timer';

/** Timer and read-aloud on the recipe page: members only, hidden in the visitor preview. */
export function CookingAssistant({
  recipe,
  member,
}: {
  recipe: { id: number; title: string; duration: number | null; isPreview: boolean };
  member: boolean;
}) {
  if (!member || recipe.isPreview) return null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <CookingTimer recipe={recipe} />
      <AudioPlayer recipe={recipe} />
    </div>
  );
}
