import { AlertDialog } from 'radix-ui';
import { primaryButton, secondaryButton } from '../ui-classes.ts';

export const duplicateNameQuestion = 'A tablet with this name already exists. Save anyway?';

interface DuplicateNameDialogProps {
  open: boolean;
  /** True to save anyway; false (Cancel, Escape) to go back to the form. */
  onAnswer: (saveAnyway: boolean) => void;
}

/** Asks before a second tablet with the same name and generic name is saved. */
export function DuplicateNameDialog({ open, onAnswer }: DuplicateNameDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onAnswer(false);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[61] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">
            Possible duplicate
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-slate-700">
            {duplicateNameQuestion}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButton}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={primaryButton} onClick={() => onAnswer(true)}>
              Save anyway
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
