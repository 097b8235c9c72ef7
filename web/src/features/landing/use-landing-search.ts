import { isSupportedVideoUrl } from '../create/video-url';

export type TLandingInput = { kind: 'video'; videoUrl: string } | { kind: 'text'; text: string };

/** What the hero's single input holds: a supported video link, or ingredients / a prompt. Empty -> null. */
export function readLandingInput(raw: string): TLandingInput | null {
  const text = raw.trim();
  if (!text) return null;
  return isSupportedVideoUrl(text) ? { kind: 'video', videoUrl: text } : { kind: 'text', text };
}

/**
 * The hero's submit. Every creation needs an account, so for now all inputs open the login dialog.
 * Video links are the one branch that will change: they go to the API first, and only a 401 answer
 * opens the dialog (spec error catalogue).
 */
export function useLandingSearch(onLoginRequired: () => void) {
  const submitVideo = (_videoUrl: string) => onLoginRequired();

  return (raw: string) => {
    const input = readLandingInput(raw);
    if (!input) return;
    if (input.kind === 'video') submitVideo(input.videoUrl);
    else onLoginRequired();
  };
}
