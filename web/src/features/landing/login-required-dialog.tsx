import { Button, ButtonLink } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { authPath } from '../auth/next-path';
import { LockIcon } from '../shared/extra-icons';

interface TLoginRequiredDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Shown when a visitor tries something that needs an account. */
export function LoginRequiredDialog({ open, onClose }: TLoginRequiredDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Anmeldung erforderlich"
      description="Melde dich an oder registriere dich kostenlos, um Rezepte zu erstellen, alle Rezepte zu sehen und zu filtern."
    >
      <div className="mb-5 flex items-center gap-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        <LockIcon className="size-5 shrink-0 text-brand-600" />
        Mit einem Konto speicherst du Rezepte, likest, bewertest und kommentierst.
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Abbrechen
        </Button>
        <ButtonLink to={authPath('/recipes')}>Jetzt anmelden</ButtonLink>
      </div>
    </Dialog>
  );
}
