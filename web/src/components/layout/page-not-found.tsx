import { ButtonLink } from '../ui/button';
import { Page } from './page';

/**
 * The one not-found page (spec: 'Page Not Found') for unknown paths, recipes and members; the server renders it
 * with HTTP 404 before any script runs (web/src/entry-server.tsx).
 */
export function PageNotFound() {
  return (
    <Page title="Page Not Found">
      <div className="mx-auto flex max-w-lg flex-col items-center py-12 text-center">
        <p className="text-7xl font-black tracking-tight text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900">Page Not Found</h1>
        <p className="mt-3 text-stone-600">
          Diese Seite gibt es leider nicht. Vielleicht findest du auf der Startseite, was du suchst.
        </p>
        <ButtonLink to="/" className="mt-8">
          Zur Startseite
        </ButtonLink>
      </div>
    </Page>
  );
}
