import { Outlet, useLocation } from 'react-router';
import { LegalFooterLinks } from '../../features/legal/legal-footer-links';
import { InstallPromptCard } from '../../features/pwa/install-prompt-card';
import { ErrorBoundary } from '../error-boundary';
import { Header } from './header';

export function AppLayout() {
  const location = useLocation();
  return (
    // viewport-fit=cover (index.html): a phone turned sideways puts its notch beside the page, which keeps clear of it.
    <div className="flex min-h-dvh flex-col pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)]">
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-white px-4 py-2 font-semibold text-brand-800 shadow-pop focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Zum Inhalt springen
      </a>
      <Header />
      {/* At least the viewport below the header: the footer starts below the fold, so a page whose content arrives
          later (lazy chunk, data) never pushes a visible footer down (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        {/* A new page gets a fresh boundary, so one broken page does not break the next. */}
        <ErrorBoundary key={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <InstallPromptCard />
      <footer className="border-t border-cream-300/70 bg-cream-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-sm text-stone-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            <span className="font-semibold text-stone-700">Kochclip</span> – Rezepte aus Kochvideos, kostenlos für alle.
          </p>
          <LegalFooterLinks />
        </div>
      </footer>
    </div>
  );
}
