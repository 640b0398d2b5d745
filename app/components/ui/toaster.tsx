import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useContent } from '#languages/content.ts';
import { toasterTexts } from './toaster-texts.ts';

/** sonner's light rich colours are below 4.5:1 on their tinted backgrounds; these keep the hues at AA. */
const accessibleRichColors = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 36%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--error-text': 'hsl(360, 100%, 35%)',
} as CSSProperties;

/**
 * The one toast layer. sonner's defaults are the spec's notification defaults:
 * 4000 ms, 3 visible, 200 ms removal delay, Alt+T to focus the toasts.
 */
export function AppToaster() {
  const texts = useContent('toaster', toasterTexts);
  // At the top: away from the floating chat launcher (bottom right), and above the field a form
  // scrolls to the middle of the screen when it refuses what was typed (see TabletForm).
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      style={accessibleRichColors}
      containerAriaLabel={texts.notifications}
      toastOptions={{ closeButtonAriaLabel: texts.close }}
    />
  );
}
