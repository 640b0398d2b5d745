import { type RefObject, useEffect, useRef } from 'react';
import { Dialog } from 'radix-ui';
import { Icon } from '#app/components/ui/icon.tsx';
import { useContent } from '#languages/content.ts';
import { useTranslate } from '#languages/messages.ts';
import { chatTexts } from './chat-texts.ts';
import { ChatComposer } from './chat-composer.tsx';
import { messageLanguage } from './chat-message.ts';
import { ChatMessageList } from './chat-message-list.tsx';
import { QuickActions } from './quick-actions.tsx';
import { useChatConversation } from './use-chat-conversation.ts';
import type { CatalogueMentions } from '#app/data/answers/catalogue-mentions.ts';

export interface ChatWidgetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close when the element that opened the chat is gone. */
  launcherRef: RefObject<HTMLButtonElement | null>;
  /** What the replies say of the catalogue, as the server renders it from the product master. */
  catalogue: CatalogueMentions;
}

/**
 * The chat dialog. Loaded on first use, then kept mounted so the conversation survives
 * closing and reopening.
 */
export default function ChatWidget({ open, onOpenChange, launcherRef, catalogue }: ChatWidgetProps) {
  const conversation = useChatConversation(catalogue);
  const texts = useContent('chat', chatTexts);
  const { locale } = useTranslate();
  const { messages, isBusy } = conversation;
  const inputRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);

  // The field is disabled while the assistant types, which drops its focus: give it back.
  useEffect(() => {
    if (isBusy) return;
    const active = document.activeElement;
    if (!active || active === document.body || active === contentRef.current) inputRef.current?.focus();
  }, [isBusy]);

  const latest = messages.at(-1);
  const announcement = messages.length > 1 && latest?.sender === 'bot' ? latest.text : '';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          ref={contentRef}
          aria-modal="true"
          onOpenAutoFocus={(event) => {
            openerRef.current = document.activeElement;
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const opener = openerRef.current;
            const target =
              opener instanceof HTMLElement && opener.isConnected && opener !== document.body
                ? opener
                : launcherRef.current;
            target?.focus();
          }}
          className="fixed right-4 bottom-4 z-50 flex h-[min(36rem,calc(100dvh-2rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none"
        >
          <header className="flex items-start justify-between gap-3 bg-teal-800 px-4 py-3 text-white">
            <div>
              <Dialog.Title className="text-base font-semibold">{texts.title}</Dialog.Title>
              <Dialog.Description className="text-xs text-teal-50">{texts.description}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={texts.closeChat}
              className="rounded-full p-1.5 hover:bg-teal-700 focus-visible:outline-white"
            >
              <Icon name="x" className="size-5" />
            </Dialog.Close>
          </header>
          <ChatMessageList
            messages={messages}
            isTyping={conversation.isTyping}
            onPageLinkFollowed={() => onOpenChange(false)}
          />
          {conversation.showQuickActions && (
            <QuickActions disabled={isBusy} onChoose={conversation.sendQuickAction} />
          )}
          <ChatComposer disabled={isBusy} inputRef={inputRef} onSend={conversation.send} />
          <div
            aria-live="polite"
            aria-atomic="true"
            lang={messageLanguage(announcement, locale)}
            className="sr-only"
          >
            {announcement}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
