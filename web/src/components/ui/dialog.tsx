import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { CloseIcon } from './icons';

interface TDialogProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  description?: string;
  /** 'center' for a modal card, 'side' for a drawer sliding in from the right. */
  placement?: 'center' | 'side';
  className?: string;
  children: ReactNode;
}

/**
 * Modal dialog on the native <dialog> element: the browser makes the rest of the page inert,
 * keeps focus inside and puts it back on close. Escape and a click on the backdrop close it.
 */
export function Dialog({ open, onClose, title, label, description, placement = 'center', className, children }: TDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-label={title ? undefined : label}
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onBackdropClick}
      className={cn(
        'm-0 max-h-none max-w-none bg-transparent p-0 backdrop:bg-stone-950/40 backdrop:backdrop-blur-[2px]',
        placement === 'side'
          ? 'ml-auto h-dvh w-[min(20rem,88vw)] animate-slide-in-right'
          : 'fixed inset-0 m-auto h-fit w-[min(28rem,calc(100vw-2rem))] animate-pop-in',
      )}
    >
      {open && (
        <div
          className={cn(
            'flex flex-col bg-cream-50 text-stone-900',
            placement === 'side' ? 'h-full shadow-pop' : 'rounded-(--radius-card) p-6 shadow-pop',
            className,
          )}
        >
          {title && (
            <div className="mb-2 flex items-start justify-between gap-4">
              <h2 id={titleId} className="text-lg font-bold">
                {title}
              </h2>
              <Button variant="ghost" size="icon" className="-mt-2 -mr-2 size-9" aria-label="Schließen" onClick={onClose}>
                <CloseIcon />
              </Button>
            </div>
          )}
          {description && (
            <p id={descriptionId} className="mb-4 text-sm text-stone-600">
              {description}
            </p>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
