import { Link, useLocation, useSearchParams } from 'react-router';
import { Page, PageHeading } from '../components/layout/page';
import { useAuth } from '../features/auth/use-auth';
import { RecipeCreator } from '../features/create/recipe-creator';
import { linkKind } from '../features/create/page-link';
import { useCreatorHandlers } from '../features/create/use-creator-handlers';
import { PremiumBanner } from '../features/home/premium-banner';
import { RecipeBrowser } from '../features/recipes/recipe-browser';
import { displayName } from '../lib/format';

/** Logged-in home (/) and /create: premium banner, the creator, and all recipes with filters. */
export function CreatePage() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  // /create?link=… (from the share sheet, see /teilen) opens the link's tab with the link filled in.
  const [params] = useSearchParams();
  const handlers = useCreatorHandlers({ shared: params.get('geteilt') === '1' });
  const link = params.get('link') ?? '';
  const kind = linkKind(link);
  const initial = kind ? { tab: kind, link } : undefined;
  return (
    <Page title={pathname === '/create' ? 'Rezept erstellen' : 'Startseite'} className="flex flex-col gap-8 md:gap-10">
      {user && !user.isPremium && <PremiumBanner />}
      <div>
        <PageHeading
          lead={`${user ? `Hallo ${displayName(user, 'first')}! ` : ''}Füge einen Video-Link ein, nenne deine Zutaten, beschreibe deine Idee, lade ein Rezept hoch oder importiere es von einer Webseite – die KI macht daraus ein Rezept.`}
        >
          Rezept erstellen
        </PageHeading>
        <RecipeCreator key={link} handlers={handlers} initial={initial} />
        <p className="mt-4 text-sm text-stone-600">
          Lieber selbst schreiben?{' '}
          <Link to="/rezept/neu" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Rezept von Hand schreiben
          </Link>
          {' · '}
          <Link to="/entwuerfe" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Entwürfe
          </Link>
          {' · '}Rezepte in einer anderen App?{' '}
          <Link to="/umziehen" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Rezepte umziehen
          </Link>
        </p>
      </div>
      <RecipeBrowser heading={<h2 className="text-2xl font-extrabold tracking-tight text-stone-900">Alle Rezepte</h2>} />
    </Page>
  );
}
