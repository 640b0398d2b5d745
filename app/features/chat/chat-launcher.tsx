import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '#app/components/ui/icon.tsx';
import { useContent } from '#languages/content.ts';
import { chatTexts } from './chat-texts.ts';
import { ChatLoadBoundary } from './chat-load-boundary.tsx';
import type { CatalogueMentions } from '#app/data/answers/catalogue-mentions.ts';

// Its own chunk, fetched the first time the chat opens: the chat costs the first page load nothing.
const ChatWidget = lazy(() => import('./chat-widget.tsx'));

/** Interface agreed with the home route, which owns `open` so other buttons can open the chat too. */
export interface ChatLauncherProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the replies say of the catalogue, as the page shows it. */
  catalogue: CatalogueMentions;
}

/**
 * Said above the launcher while the chat's code is on the way, the first time it opens. It shows
 * only after a moment (app.css), so a chat that opens at once does not flash it.
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
export function ChatLauncher({ open, onOpenChange, catalogue }: ChatLauncherProps) {
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
            <ChatWidget
              open={open}
              onOpenChange={onOpenChange}
              launcherRef={launcherRef}
              catalogue={catalogue}
            />
          </Suspense>
        </ChatLoadBoundary>
      )}
    </>
  );
}
