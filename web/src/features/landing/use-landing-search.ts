import { useMutation } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { errorMessage, isUnauthorized } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { creationResult, useOpenCreation } from '../create/open-creation';
import { isSupportedVideoUrl } from '../create/video-url';

export type TLandingInput = { kind: 'video'; videoUrl: string } | { kind: 'text'; text: string };

/** What the hero's single input holds: a supported video link, or ingredients / a prompt. Empty -> null. */
export function readLandingInput(raw: string): TLandingInput | null {
  const text = raw.trim();
  if (!text) return null;
  return isSupportedVideoUrl(text) ? { kind: 'video', videoUrl: text } : { kind: 'text', text };
}

/**
 * The hero's submit. Video links go to the API first; its 401 for visitors opens the login dialog
 * (spec error catalogue), any other failure shows 'Fehler beim Erstellen'. Other input needs an account.
 */
export function useLandingSearch(onLoginRequired: () => void) {
  const trpc = useTRPC();
  const open = useOpenCreation();
  const processVideo = useMutation(trpc.create.processVideo.mutationOptions());

  const submitVideo = async (videoUrl: string) => {
    try {
      // The video's recipe opens as a draft to review; a video made into a recipe before opens that recipe.
      open(creationResult(await processVideo.mutateAsync({ videoUrl, draft: true }), 'Video analysiert!'));
    } catch (error) {
      if (isUnauthorized(error)) onLoginRequired();
      else
        toast({
          variant: 'destructive',
          title: 'Fehler beim Erstellen',
          description: errorMessage(error, 'Das Video konnte nicht verarbeitet werden.'),
        });
    }
  };

  return (raw: string) => {
    const input = readLandingInput(raw);
    if (!input) return;
    if (input.kind === 'video') void submitVideo(input.videoUrl);
    else onLoginRequired();
  };
}
