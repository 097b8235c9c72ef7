import { Button } from '../../components/ui/button';
import type { useInstallPrompt } from './use-install-prompt';

/** The install card itself, shown by install-prompt-card.tsx when its prompt's mode is not 'hidden'; acts on that prompt. */
export default function InstallCard({ mode, install, dismiss }: ReturnType<typeof useInstallPrompt>) {
  return (
    <aside
      aria-label="Kochclip als App installieren"
      className="mx-3 my-6 flex max-w-xl flex-col gap-3 rounded-2xl border border-cream-300 bg-white p-4 shadow-pop sm:mx-auto sm:flex-row sm:items-center"
    >
      <img src="/icons/icon-192.png" alt="" className="size-12 rounded-xl" />
      <div className="flex-1 text-sm">
        <p className="font-semibold text-stone-900">Kochclip als App installieren</p>
        {mode === 'prompt' ? (
          <p className="text-stone-600">Schneller Zugriff vom Startbildschirm, auch offline für zuletzt geöffnete Rezepte.</p>
        ) : (
          <p className="text-stone-600">
            Tippe in Safari auf „Teilen“ und dann auf „Zum Home-Bildschirm“, um Kochclip zu installieren.
          </p>
        )}
      </div>
      <div className="flex gap-2">
        {mode === 'prompt' && (
          <Button size="sm" onClick={() => void install()}>
            Installieren
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={dismiss}>
          Später
        </Button>
      </div>
    </aside>
  );
}
