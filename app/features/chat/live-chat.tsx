import { useEffect, useState } from 'react';
import { ChatLauncher } from './chat-launcher.tsx';

/** Marks a button elsewhere on the page that opens the chat (the 24/7 panel's "Start Live Chat"). */
export const startChatAttribute = 'data-start-chat';

/**
 * The chat of a page, as an island: the floating button and, once opened, the chat itself. Other
 * parts of the page open it with a button that carries `data-start-chat`: a click there (or one made
 * before this island hydrated, which the page replays) opens it.
 */
export function LiveChat() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`[${startChatAttribute}]`)) setOpen(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return <ChatLauncher open={open} onOpenChange={setOpen} />;
}
