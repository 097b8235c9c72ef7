import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { authPath } from '../../auth/next-path';
import { LockIcon } from '../../shared/extra-icons';
import { formatCountDE } from '../../../lib/format';

interface TMembersOnlyPromoProps {
  totalIngredients: number;
  totalInstructions: number;
}

/** For visitors who see a preview: the rest of the recipe needs an account. */
export function MembersOnlyPromo({ totalIngredients, totalInstructions }: TMembersOnlyPromoProps) {
  const location = useLocation();
  return (
    <section
      aria-labelledby="members-only-title"
      className="flex flex-col items-center rounded-(--radius-card) bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-10 text-center text-white shadow-pop"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-white/15">
        <LockIcon className="size-6" />
      </span>
      <h2 id="members-only-title" className="mt-4 text-2xl font-extrabold tracking-tight">
        Nur für Mitglieder
      </h2>
      <p className="mt-2 max-w-md text-brand-50">
        Melde dich an, um alle {formatCountDE(totalIngredients, 'Zutat', 'Zutaten')} und{' '}
        {formatCountDE(totalInstructions, 'Schritt', 'Schritte')} zu sehen.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={authPath(location.pathname)} variant="secondary" size="lg">
          Jetzt anmelden
        </ButtonLink>
        <ButtonLink
          to={authPath(location.pathname, 'register')}
          variant="ghost"
          size="lg"
          className="text-white hover:bg-white/10 hover:text-white focus-visible:outline-white"
        >
          Kostenlos registrieren
        </ButtonLink>
      </div>
    </section>
  );
}
