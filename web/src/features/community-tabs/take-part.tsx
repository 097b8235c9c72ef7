import { ButtonLink } from '../../components/ui/button';
import { ArrowRightIcon } from '../shared/extra-icons';

/** How a member takes part in a challenge: the entry is made on the recipe they cooked. */
export const HOW_TO_TAKE_PART =
  'Koch ein Rezept aus Kochclip nach, öffne es und reiche dein Foto im Bereich „Challenges“ des Rezepts ein.';

/** The way there: the recipes, to find the one cooked. */
export function TakePartLink() {
  return (
    <ButtonLink to="/recipes" variant="secondary" size="sm" className="justify-self-start">
      Rezept wählen und mitmachen
      <ArrowRightIcon className="size-4" />
    </ButtonLink>
  );
}
