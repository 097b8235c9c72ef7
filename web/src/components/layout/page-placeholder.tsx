import type { ReactNode } from 'react';
import { ButtonLink } from '../ui/button';
import { ChefHatIcon } from '../ui/icons';
import { Page } from './page';

interface TPagePlaceholderProps {
  title: string;
  /** Optional extra line, e.g. which recipe or profile was asked for. */
  detail?: ReactNode;
}

/** Friendly stand-in for pages that are still being built. */
export function PagePlaceholder({ title, detail }: TPagePlaceholderProps) {
  return (
    <Page title={title}>
      <div className="mx-auto flex max-w-xl flex-col items-center rounded-(--radius-card) bg-white px-6 py-14 text-center shadow-card ring-1 ring-cream-200">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <ChefHatIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-stone-900 md:text-3xl">{title}</h1>
        {detail && <p className="mt-2 text-stone-600">{detail}</p>}
        <p className="mt-2 text-stone-600">Diese Seite wird gerade gebaut.</p>
        <ButtonLink to="/" variant="secondary" className="mt-6">
          Zur Startseite
        </ButtonLink>
      </div>
    </Page>
  );
}
