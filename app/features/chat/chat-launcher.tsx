import { type ComponentType, lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '#app/components/ui/icon.tsx';
import { useContent } from '#languages/content.ts';
import { chatTexts } from './chat-texts.ts';
import { ChatLoadBoundary } from './chat-load-boundary.tsx';
import { importChatCatalogue } from './chat-catalogue.ts';
import type { ChatWidgetProps } from './chat-widget.tsx';

/**
 * The chat: its own chunk and the catalogue, fetched side by side the first time it opens, so the
 * chat costs the first page load nothing. It opens once both are there; if either cannot be
 * fetched, the launcher says so (ChatLoadBoundary).
 */
const ChatWidget = lazy(async () => {
  const [{ default: Widget }, catalogue] = await Promise.all([
    import('./chat-widget.tsx'),
    importChatCatalogue(),
  ]);
  const WithCatalogue: ComponentType<Omit<ChatWidgetProps, 'catalogue'>> = (props) => (
    <Widget {...props} catalogue={catalogue} />
  );
  return { default: WithCatalogue };
});

/** Interface agreed with the home route, which owns `open` so other buttons can open the chat too. */
export interface ChatLauncherProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Said above the launcher while the chat's code is on the way, the first time it opens. It fades in
 * from the tap (app.css): a chat that opens at once does not flash it, and the tap shows its effect
 * in the next frame, not after the chat's code has run.
 */
function ChatOpening({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="chat-opening fixed right-5 bottom-24 z-40 max-w-xs rounded-lg bg-white px-3 py-2 text-sm text-ink shadow-lg"
    >
      {text}
    </p>
  );
}

/** The floating chat button; the chat dialog itself is loaded on first use. */
export function ChatLauncher({ open, onOpenChange }: ChatLauncherProps) {
  const launcherRef = useRef<HTMLButtonElement>(null);
  const [used, setUsed] = useState(open);
  const texts = useContent('chat', chatTexts);
  if (open && !used) setUsed(true);

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        aria-label={texts.openChat}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-chat-launcher
        onClick={() => onOpenChange(!open)}
        className="fixed right-5 bottom-5 z-40 rounded-full bg-teal-700 p-4 text-white shadow-lg hover:bg-teal-800"
      >
        <Icon name="message-circle" className="size-6" />
      </button>
      {used && (
        <ChatLoadBoundary failureMessage={texts.loadFailed}>
          <Suspense fallback={open && <ChatOpening text={texts.opening} />}>
            <ChatWidget open={open} onOpenChange={onOpenChange} launcherRef={launcherRef} />
          </Suspense>
        </ChatLoadBoundary>
      )}
    </>
  );
}
