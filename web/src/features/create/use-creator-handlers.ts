import { toast } from '../../components/ui/toast-store';
import type { TCreatorHandlers } from './creator-types';

function comingSoon(): boolean {
  toast({ title: 'Bald verfügbar', description: 'Die Rezept-Erstellung wird gerade angeschlossen.' });
  return false;
}

/**
 * The creator's submit handlers for the member home. Not connected to the AI yet: each shows
 * 'Bald verfügbar' and keeps the inputs. Wiring: call the create mutations here, navigate to
 * /recipe/{id} on success and resolve `true` so the tab clears.
 */
export function useCreatorHandlers(): TCreatorHandlers {
  return {
    onVideo: comingSoon,
    onIngredients: comingSoon,
    onPrompt: comingSoon,
    onUpload: comingSoon,
  };
}
