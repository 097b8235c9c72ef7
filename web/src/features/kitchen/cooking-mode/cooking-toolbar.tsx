import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ArrowLeftIcon } from '../../shared/extra-icons';
import type { TRecipeDetail } from '../../recipes/recipe-types';
import type { TListeningState } from './use-voice-commands';
import type { TWakeLockState } from './use-wake-lock';

interface TToolbarProps {
  recipe: Pick<TRecipeDetail, 'id' | 'title'>;
  servings: number;
  wakeLock: TWakeLockState;
  reader: { read: () => void; stop: () => void; speakingThis: boolean; loading: boolean };
  voice: { on: boolean; state: TListeningState; toggle: () => void };
}

const WAKE_LOCK_MISSING =
  'Dein Browser kann den Bildschirm nicht wach halten. Stell die automatische Bildschirmsperre zum Kochen länger ein.';
const VOICE_MISSING = 'Sprachsteuerung gibt es in diesem Browser nicht (deutsche Spracherkennung fehlt).';
const VOICE_DENIED = 'Der Browser darf nicht zuhören. Erlaube das Mikrofon für diese Seite, um per Sprache zu steuern.';

function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/** Title, read-aloud, voice control and full screen; notes where the browser lacks something. */
export function CookingToolbar({ recipe, servings, wakeLock, reader, voice }: TToolbarProps) {
  const [canFullscreen] = useState(() => typeof document.documentElement.requestFullscreen === 'function');
  const notes = [
    wakeLock === 'unsupported' || wakeLock === 'refused' ? WAKE_LOCK_MISSING : null,
    voice.on && voice.state === 'denied' ? VOICE_DENIED : null,
  ].filter((note): note is string => note !== null);
  return (
    <header className="border-b border-white/10 px-4 py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-1">
          <Link
            to={`/recipe/${recipe.id}`}
            className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm text-stone-300 hover:bg-white/10"
            aria-label="Zurück zum Rezept"
          >
            <ArrowLeftIcon className="size-4" />
          </Link>
          {/* The whole title, over two lines if need be: a cook glances at it to know which recipe is open. */}
          <p data-testid="cooking-title" className="min-w-0 flex-1 text-base leading-snug font-bold hyphens-auto">
            {recipe.title}{' '}
            <span className="font-normal whitespace-nowrap text-stone-400">
              · {servings} {servings === 1 ? 'Portion' : 'Portionen'}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <Button
            size="sm"
            variant="secondary"
            pending={reader.loading}
            onClick={reader.speakingThis ? reader.stop : reader.read}
            aria-pressed={reader.speakingThis}
          >
            {reader.speakingThis ? 'Vorlesen stoppen' : 'Vorlesen'}
          </Button>
          <Button
            size="sm"
            variant={voice.on ? 'primary' : 'outline'}
            onClick={voice.toggle}
            disabled={voice.state === 'unsupported'}
            aria-pressed={voice.on}
            title={voice.state === 'unsupported' ? VOICE_MISSING : 'Sagen: „weiter“, „zurück“, „wiederholen“, „Timer starten“'}
          >
            Sprachsteuerung
          </Button>
          {canFullscreen && (
            <Button size="sm" variant="outline" onClick={toggleFullscreen}>
              Vollbild
            </Button>
          )}
        </div>
      </div>
      {voice.on && voice.state === 'listening' && (
        <p role="status" className="mt-2 flex items-center gap-2 text-sm text-emerald-300">
          <span className={cn('inline-block size-3 rounded-full bg-emerald-400', 'animate-pulse')} aria-hidden="true" />
          Ich höre zu: „weiter“, „zurück“, „wiederholen“, „Timer starten“
        </p>
      )}
      {voice.state === 'unsupported' && <p className="mt-2 text-xs text-stone-400">{VOICE_MISSING}</p>}
      {notes.map((note) => (
        <p key={note} role="note" className="mt-2 text-sm text-amber-200">
          {note}
        </p>
      ))}
    </header>
  );
}
