import type { Ref } from 'react';

/**
 * The status line that says what the person's last change did ("The recall notice is saved."). It
 * can take focus, so a screen that has just closed or reloaded the form the change was made in
 * moves focus here, and the line is read out.
 */
export function ChangeNotice({ ref, children }: { ref: Ref<HTMLParagraphElement>; children: string }) {
  return (
    <p ref={ref} role="status" tabIndex={-1} className="text-sm font-semibold text-green-900 outline-none">
      {children}
    </p>
  );
}
