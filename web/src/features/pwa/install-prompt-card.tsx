import { lazy, Suspense } from 'react';
import { useInstallPrompt } from './use-install-prompt';

const InstallCard = lazy(() => import('./install-card'));

/**
 * Install-as-app card at the bottom of pages (spec part 1): a button where the browser offers it, steps on iOS.
 * It stands at the end of the page, above the footer, not over the page's content: a cook reading a recipe on a
 * phone is not covered by an offer before reading it, and the card that arrives after the page is drawn never
 * becomes the page's largest paint (it stands below the fold, the main area being at least a screen high).
 * Its code loads when it is to be shown (most visits never show it), not with every page's first script.
 */
export function InstallPromptCard() {
  const prompt = useInstallPrompt();
  if (prompt.mode === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <InstallCard {...prompt} />
    </Suspense>
  );
}
