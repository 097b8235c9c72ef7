import { lazy, Suspense } from 'react';
import { useInstallPrompt } from './use-install-prompt';

const InstallCard = lazy(() => import('./install-card'));

/**
 * Install-as-app card at the bottom of pages (spec part 1): a button where the browser offers it, steps on iOS.
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
