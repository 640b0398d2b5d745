import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonVariants } from './button-variants.ts';

interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape or a closing action asked to close it. */
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** While its action runs, Cancel and Escape do nothing, so the dialog waits for the answer. */
  busy?: boolean;
  /** Where focus goes when the dialog closes. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The confirming button, after Cancel: a `ConfirmDialogAction` closes the dialog, a `Button` keeps it open. */
  children: ReactNode;
}

/** A question that must be answered before going on: a title, a description, Cancel and the confirming button. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  busy = false,
  onCloseAutoFocus,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-[61] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 break-words text-slate-700">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel
              className={buttonVariants({ variant: 'secondary' })}
              aria-disabled={busy || undefined}
              onClick={(event) => {
                if (busy) event.preventDefault();
              }}
            >
              Cancel
            </AlertDialog.Cancel>
            {children}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A confirming button that closes the dialog as it is pressed. */
export function ConfirmDialogAction({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <AlertDialog.Action className={buttonVariants()} onClick={onClick}>
      {children}
    </AlertDialog.Action>
  );
}
