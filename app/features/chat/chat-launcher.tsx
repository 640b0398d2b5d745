/**
 * The floating chat launcher (issue: scripted help chat). Interface agreed with the home route:
 * the route owns `open` so that the contact section's "Start Live Chat" can open it.
 */
export interface ChatLauncherProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ChatLauncher({ open, onOpenChange }: ChatLauncherProps) {
  return (
    <button
      type="button"
      aria-label="Open chat"
      aria-expanded={open}
      onClick={() => onOpenChange(!open)}
      className="fixed right-5 bottom-5 z-40 rounded-full bg-teal-700 p-4 text-white shadow-lg"
    >
      Chat
    </button>
  );
}
