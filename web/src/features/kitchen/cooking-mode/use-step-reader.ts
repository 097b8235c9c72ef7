import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toastPlaylistUnavailable } from '../../cooking-assistant/use-audio-playlist';
import { useTRPCClient } from '../../../lib/trpc';

/**
 * Reads the current step aloud with the clip the read-aloud playlist already makes for it ('instruction-<n>'):
 * the playlist is asked for once, on the first tap.
 */
export function useStepReader(recipeId: number) {
  const client = useTRPCClient();
  const audio = useRef<HTMLAudioElement | null>(null);
  const [speaking, setSpeaking] = useState<number | null>(null);
  const playlist = useMutation({
    mutationFn: () => client.recipes.audioPlaylist.mutate({ id: recipeId }),
    onError: toastPlaylistUnavailable,
  });

  useEffect(
    () => () => {
      audio.current?.pause();
    },
    [],
  );

  const read = useCallback(
    async (stepIndex: number) => {
      const segments = playlist.data?.segments ?? (await playlist.mutateAsync().catch(() => null))?.segments;
      const segment = segments?.find((s) => s.id === `instruction-${stepIndex + 1}`);
      if (!segment) return;
      audio.current?.pause();
      const element = new Audio(segment.audioUrl);
      audio.current = element;
      element.addEventListener('ended', () => setSpeaking(null));
      element.addEventListener('error', () => {
        setSpeaking(null);
        toastPlaylistUnavailable();
      });
      setSpeaking(stepIndex);
      await element.play().catch(() => setSpeaking(null));
    },
    [playlist],
  );

  const stop = useCallback(() => {
    audio.current?.pause();
    setSpeaking(null);
  }, []);

  return { read, stop, speaking, loading: playlist.isPending };
}
