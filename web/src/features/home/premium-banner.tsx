import { Link } from 'react-router';
import { CrownIcon } from '../../components/ui/icons';
import { ArrowRightIcon } from '../shared/extra-icons';

/** Invitation to /premium on the member home. */
export function PremiumBanner() {
  return (
    <Link
      to="/premium"
      className="group flex items-center gap-4 rounded-(--radius-card) bg-gradient-to-r from-amber-100 via-brand-50 to-amber-50 p-4 ring-1 ring-amber-200 transition-shadow hover:shadow-card sm:p-5"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-400 text-amber-950 shadow-sm">
        <CrownIcon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-stone-900">Kochclip Premium</span>
        <span className="block text-sm text-stone-700">
          Werbefrei, 100 KI-Rezepte im Monat und unbegrenzt private Kochbücher – schon ab 3,33 € im Monat.
        </span>
      </span>
      <span className="hidden items-center gap-1 text-sm font-bold text-brand-800 sm:inline-flex">
        Jetzt entdecken
        <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
      <ArrowRightIcon className="size-5 shrink-0 text-brand-800 sm:hidden" />
    </Link>
  );
}
