import { useEffect, useRef } from 'react';
import { chatTextParts } from '#app/data/answers/links.ts';
import { useContent } from '#languages/content.ts';
import type { Locale } from '#languages/locales.ts';
import { useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { formatMessageTime, messageLanguage, type ChatMessage } from './chat-message.ts';
import { chatTexts } from './chat-texts.ts';

interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  isTyping: boolean;
  /** A link to a page of the site in a reply was followed: the chat makes way for the page. */
  onPageLinkFollowed: () => void;
}

/** The conversation, newest at the bottom and always scrolled into view. */
export function ChatMessageList({ messages, isTyping, onPageLinkFollowed }: ChatMessageListProps) {
  const scrollArea = useRef<HTMLDivElement>(null);
  const texts = useContent('chat', chatTexts);

  useEffect(() => {
    const area = scrollArea.current;
    if (area) area.scrollTop = area.scrollHeight;
  }, [messages.length, isTyping]);

  return (
    <div
      ref={scrollArea}
      role="region"
      aria-label={texts.conversation}
      // Focusable so keyboard users can scroll back through a long conversation.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="flex-1 overflow-y-auto px-4 py-3"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <ChatMessageItem key={message.id} message={message} onPageLinkFollowed={onPageLinkFollowed} />
        ))}
      </ol>
      {isTyping && (
        <p className="mt-3 flex w-fit items-center gap-2 rounded-2xl bg-slate-100 px-4 py-2 text-sm text-slate-700">
          <span aria-hidden="true" className="flex gap-1">
            <span className="size-1.5 rounded-full bg-slate-500 motion-safe:animate-bounce" />
            <span className="size-1.5 rounded-full bg-slate-500 [animation-delay:150ms] motion-safe:animate-bounce" />
            <span className="size-1.5 rounded-full bg-slate-500 [animation-delay:300ms] motion-safe:animate-bounce" />
          </span>
          {texts.typing}
        </p>
      )}
    </div>
  );
}

const linkClass = 'font-medium text-teal-800 underline hover:text-teal-900';

/**
 * A reply's text with its mentions of pages, phone numbers and the email address as links; a page
 * that is translated opens in the page's language.
 */
function ReplyText({
  text,
  locale,
  pageNames,
  onPageLinkFollowed,
}: {
  text: string;
  locale: Locale;
  pageNames: typeof chatTexts.pageNames;
  onPageLinkFollowed: () => void;
}) {
  return chatTextParts(text, pageNames).map((part, index) => {
    if (typeof part === 'string') return part;
    return part.to.startsWith('/') ? (
      <a key={index} href={localHref(part.to, locale)} className={linkClass} onClick={onPageLinkFollowed}>
        {part.text}
      </a>
    ) : (
      <a key={index} href={part.to} className={linkClass}>
        {part.text}
      </a>
    );
  });
}

function ChatMessageItem({
  message,
  onPageLinkFollowed,
}: {
  message: ChatMessage;
  onPageLinkFollowed: () => void;
}) {
  const fromUser = message.sender === 'user';
  const texts = useContent('chat', chatTexts);
  const { locale } = useTranslate();
  return (
    <li
      className={
        fromUser
          ? 'max-w-[85%] self-end rounded-2xl rounded-br-sm bg-teal-700 px-4 py-2 text-white'
          : 'max-w-[85%] self-start rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-2 text-slate-900'
      }
    >
      <p className="text-sm whitespace-pre-wrap">
        <span className="sr-only">{fromUser ? texts.you : texts.assistant}: </span>
        <span lang={messageLanguage(message.text, locale)}>
          {fromUser ? (
            message.text
          ) : (
            <ReplyText
              text={message.text}
              locale={locale}
              pageNames={texts.pageNames}
              onPageLinkFollowed={onPageLinkFollowed}
            />
          )}
        </span>
      </p>
      <time
        dateTime={message.timestamp.toISOString()}
        className={`mt-1 block text-xs ${fromUser ? 'text-right text-teal-50' : 'text-slate-600'}`}
      >
        {formatMessageTime(message.timestamp, locale)}
      </time>
    </li>
  );
}
