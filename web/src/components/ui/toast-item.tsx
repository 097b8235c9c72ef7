import * as RadixToast from '@radix-ui/react-toast';
import { cn } from '../../lib/cn';
import { AlertIcon, CheckIcon, CloseIcon } from './icons';
import { dismissToast, type TToast } from './toast-store';

/**
 * One toast on Radix UI's Toast, a <div> in a <div> viewport (a status or alert is no list item). Radix speaks it through a live region of its own (polite, assertive for errors),
 * so the toast's role (status, alert for errors) is set not to speak a second time (aria-live="off").
 */
export function ToastItem({ toast }: { toast: TToast }) {
  const destructive = toast.variant === 'destructive';
  return (
    <RadixToast.Root
      asChild
      open
      onOpenChange={(open) => {
        if (!open) dismissToast(toast.id);
      }}
      duration={toast.duration}
      type={destructive ? 'foreground' : 'background'}
      style={{ touchAction: 'pan-y' }}
    >
      <div
        role={destructive ? 'alert' : 'status'}
        aria-live="off"
        aria-atomic="true"
        data-variant={toast.variant}
        className={cn(
          'pointer-events-auto relative flex w-full max-w-sm items-start gap-3 rounded-2xl border p-4 pr-11 shadow-pop select-none',
          'animate-toast-in focus-visible:outline-2 focus-visible:outline-offset-2',
          'transition-[translate,opacity] duration-200 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:opacity-60 data-[swipe=move]:transition-none',
          destructive
            ? 'border-red-800 bg-red-700 text-white focus-visible:outline-red-700'
            : 'border-cream-300 bg-white text-stone-900 focus-visible:outline-brand-600',
        )}
      >
        {toast.variant !== 'default' && (
          <span
            aria-hidden="true"
            className={cn(
              'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full',
              destructive ? 'bg-white/15 text-white' : 'bg-herb-50 text-herb-600',
            )}
          >
            {destructive ? <AlertIcon className="size-4" /> : <CheckIcon className="size-4" />}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <RadixToast.Title asChild>
            <p className="text-sm font-semibold">{toast.title}</p>
          </RadixToast.Title>
          {toast.description && (
            <RadixToast.Description asChild>
              <p className={cn('mt-0.5 text-sm', destructive ? 'text-red-50' : 'text-stone-600')}>{toast.description}</p>
            </RadixToast.Description>
          )}
        </div>
        <RadixToast.Close
          aria-label="Benachrichtigung schließen"
          className={cn(
            'absolute top-2.5 right-2.5 flex size-8 items-center justify-center rounded-lg transition-colors',
            destructive ? 'text-red-50 hover:bg-white/15' : 'text-stone-500 hover:bg-cream-200 hover:text-stone-900',
          )}
        >
          <CloseIcon className="size-4" />
        </RadixToast.Close>
      </div>
    </RadixToast.Root>
  );
}
