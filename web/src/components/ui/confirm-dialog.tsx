import { Button } from './button';
import { Dialog } from './dialog';

interface TConfirmDialogProps {
  open: boolean;
  /** The question, e.g. „Kommentar endgültig löschen?“; also the dialog's name. */
  title: string;
  /** What will happen, in plain German. */
  description: string;
  confirmLabel: string;
  pending?: boolean;
  /** 'destructive' for what cannot be undone. */
  tone?: 'destructive' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone: „Abbrechen“ changes nothing, the second button does it. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pending = false,
  tone = 'destructive',
  onConfirm,
  onClose,
}: TConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Abbrechen
        </Button>
        <Button variant={tone} pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
