import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
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
 * Modal dialog on Radix UI's Dialog: the rest of the page is hidden from screen readers and takes no clicks, focus
 * stays inside and goes back to where it was on close. Escape and a click on the backdrop close it.
 */
export function Dialog({ open, onClose, title, label, description, placement = 'center', className, children }: TDialogProps) {
  // Callers open the dialog from their own buttons (no Radix trigger), so the dialog remembers what had focus.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-stone-950/40 backdrop-blur-[2px]" />
        <RadixDialog.Content
          aria-label={title ? undefined : label}
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
          className={cn(
            'fixed z-50 overflow-auto outline-none',
            placement === 'side'
              ? 'inset-y-0 right-0 h-dvh w-[min(20rem,88vw)] animate-slide-in-right'
              : 'inset-0 m-auto h-fit w-[min(28rem,calc(100vw-2rem))] animate-pop-in',
          )}
        >
          <div
            className={cn(
              'flex flex-col bg-cream-50 text-stone-900',
              placement === 'side' ? 'h-full shadow-pop' : 'rounded-(--radius-card) p-6 shadow-pop',
              className,
            )}
          >
            {title && (
              <div className="mb-2 flex items-start justify-between gap-4">
                <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
                <Button
                  variant="ghost"
                  size="icon"
                  className="-mt-2 -mr-2 size-9 pointer-coarse:size-11"
                  aria-label="Schließen"
                  onClick={onClose}
                >
                  <CloseIcon />
                </Button>
              </div>
            )}
            {description && (
              <RadixDialog.Description className="mb-4 text-sm text-stone-600">{description}</RadixDialog.Description>
            )}
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
