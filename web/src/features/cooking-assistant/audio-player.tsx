import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { toastPlaylistUnavailable, useAudioPlaylist, type TAudioSegment } from './use-audio-playlist';

/** Spec: when a segment ends, the next begins after 1 second. */
export const AUTO_ADVANCE_MS = 1000;

function Player({ title, segments }: { title: string; segments: TAudioSegment[] }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [done, setDone] = useState<Set<string>>(() => new Set());
  const advance = useRef<number | undefined>(undefined);
  const current = segments[index];

  const play = useCallback((next: number) => {
    window.clearTimeout(advance.current);
    setIndex(next);
    setPlaying(true);
  }, []);

  // Pausing in the second between two segments also cancels the pending advance.
  const pause = useCallback(() => {
    window.clearTimeout(advance.current);
    setPlaying(false);
  }, []);

  useEffect(() => {
    const element = audio.current;
    if (!element || !current) return;
    if (playing) void element.play().catch(() => setPlaying(false));
    else element.pause();
  }, [current, playing]);

  useEffect(() => () => window.clearTimeout(advance.current), []);

  useEffect(() => {
    if (!('mediaSession' in navigator) || !current) return;
    navigator.mediaSession.metadata = new MediaMetadata({ title: current.title, artist: 'Kochclip', album: title });
    navigator.mediaSession.setActionHandler('play', () => setPlaying(true));
    navigator.mediaSession.setActionHandler('pause', pause);
    navigator.mediaSession.setActionHandler('previoustrack', index > 0 ? () => play(index - 1) : null);
    navigator.mediaSession.setActionHandler('nexttrack', index < segments.length - 1 ? () => play(index + 1) : null);
  }, [current, index, pause, play, segments.length, title]);

  const onEnded = () => {
    if (!current) return;
    setDone((previous) => new Set(previous).add(current.id));
    if (index >= segments.length - 1) {
      setPlaying(false);
      return;
    }
    advance.current = window.setTimeout(() => play(index + 1), AUTO_ADVANCE_MS);
  };

  // A segment whose speech could not be made (the server answers 502/503): stop and say so.
  const onError = () => {
    pause();
    toastPlaylistUnavailable();
  };

  return (
    <div className="flex flex-col gap-3">
      <audio ref={audio} src={current?.audioUrl} onEnded={onEnded} onError={onError} preload="auto" data-testid="audio-element" />
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={index === 0}
          onClick={() => play(index - 1)}
          aria-label="Vorheriges Segment"
        >
          Zurück
        </Button>
        <Button size="sm" onClick={() => (playing ? pause() : setPlaying(true))}>
          {playing ? 'Pause' : 'Abspielen'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={index >= segments.length - 1}
          onClick={() => play(index + 1)}
          aria-label="Nächstes Segment"
        >
          Weiter
        </Button>
      </div>
      <ol className="flex flex-col gap-1" aria-label="Segmente">
        {segments.map((segment, i) => (
          <li key={segment.id}>
            <button
              type="button"
              onClick={() => play(i)}
              aria-current={i === index ? 'true' : undefined}
              data-done={done.has(segment.id) ? 'true' : undefined}
              className={cn(
                'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm',
                i === index ? 'bg-brand-100 font-semibold text-brand-900' : 'hover:bg-cream-100',
                done.has(segment.id) && 'text-stone-500',
              )}
            >
              <span aria-hidden>{done.has(segment.id) ? '✓' : i === index && playing ? '▶' : '•'}</span>
              {segment.title}
              {done.has(segment.id) && <span className="sr-only">(gehört)</span>}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Read-aloud player: builds the playlist on request, then plays one segment at a time. */
export function AudioPlayer({ recipe }: { recipe: { id: number; title: string } }) {
  const playlist = useAudioPlaylist(recipe.id);
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      aria-labelledby="audio-title"
      data-testid="audio-player"
    >
      <h2 id="audio-title" className="text-lg font-bold text-stone-900">
        Rezept vorlesen
      </h2>
      {playlist.data ? (
        <Player title={recipe.title} segments={playlist.data.segments} />
      ) : (
        <Button className="self-start" pending={playlist.isPending} onClick={() => playlist.mutate()}>
          {playlist.isPending ? 'Playlist wird erstellt …' : 'Audio-Playlist erstellen'}
        </Button>
      )}
    </section>
  );
}
