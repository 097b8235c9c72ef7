import { Link } from 'react-router';
import { ChefHatIcon } from '../ui/icons';

/** The brand mark without a link (e.g. in the drawer, which must list only its own links). */
export function LogoMark() {
  return (
    <span className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-stone-900">
      <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
        <ChefHatIcon className="size-5" />
      </span>
      <span>
        Koch<span className="text-brand-600">clip</span>
      </span>
    </span>
  );
}

export function Logo() {
  return (
    <Link to="/" aria-label="Kochclip – zur Startseite" className="rounded-xl">
      <LogoMark />
    </Link>
  );
}
