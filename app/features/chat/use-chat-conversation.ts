import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { chatDefaults, type ChatContext } from '#app/data/answers/contacts.ts';
import type { CatalogueMentions } from '#app/data/answers/catalogue-mentions.ts';
import { useOpeningHours } from '#app/data/opening-hours.ts';
import { useContent } from '#languages/content.ts';
import { useTranslate } from '#languages/messages.ts';
import { chatTexts } from './chat-texts.ts';
import { greeting, reply } from './engine.ts';
import { makeSomeExpressions } from './keyword-matching.ts';
import type { ChatMessage, ChatSender } from './chat-message.ts';
import { QUICK_ACTION_DELAY_MS, REPLY_DELAY_MS } from './chat-timing.ts';

export interface ChatConversation {
  messages: readonly ChatMessage[];
  /** The assistant is composing a reply. */
  isTyping: boolean;
  /** Typing, or a quick action is about to be sent: nothing else may be sent now. */
  isBusy: boolean;
  /** Quick actions are offered only while the greeting is the only message. */
  showQuickActions: boolean;
  /** Sends the text unless it is blank or a reply is pending; true when it was sent. */
  send: (text: string) => boolean;
  sendQuickAction: (label: string) => void;
}

/**
 * The conversation's state and timing; replies come from the scripted engine, which greets and
 * answers what it cannot place in the page's language.
 */
export function useChatConversation(catalogue: CatalogueMentions): ChatConversation {
  const { locale } = useTranslate();
  const { pageNames } = useContent('chat', chatTexts);
  const { phoneLine: phoneHours } = useOpeningHours();
  const context = useMemo<ChatContext>(
    () =>
      locale === 'en'
        ? { ...chatDefaults, catalogue }
        : { ...chatDefaults, catalogue, page: { locale, pageNames, phoneHours } },
    [catalogue, locale, pageNames, phoneHours],
  );
  const replyTo = useCallback((text: string) => reply(text, context, locale), [context, locale]);
  const nextId = useRef(1);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 'message-0', text: greeting(context, locale), sender: 'bot', timestamp: new Date() },
  ]);
  const [isTyping, setIsTyping] = useState(false);
  const [quickActionPending, setQuickActionPending] = useState(false);
  // Guards against a second send in the same tick, before state updates land.
  const busy = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  // The rules' expressions are made once the chat has drawn, a little at a time (keyword-matching.ts).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const makeSome = () => {
      if (makeSomeExpressions()) timer = setTimeout(makeSome, 0);
    };
    timer = setTimeout(makeSome, 0);
    return () => clearTimeout(timer);
  }, []);

  const schedule = useCallback((callback: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, delayMs);
    timers.current.add(timer);
  }, []);

  const append = useCallback((text: string, sender: ChatSender) => {
    const message: ChatMessage = { id: `message-${nextId.current++}`, text, sender, timestamp: new Date() };
    setMessages((current) => [...current, message]);
  }, []);

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (trimmed === '' || busy.current) return false;
      busy.current = true;
      append(trimmed, 'user');
      setIsTyping(true);
      schedule(() => {
        append(replyTo(trimmed), 'bot');
        setIsTyping(false);
        busy.current = false;
      }, REPLY_DELAY_MS);
      return true;
    },
    [append, replyTo, schedule],
  );

  const sendQuickAction = useCallback(
    (label: string) => {
      if (busy.current) return;
      busy.current = true;
      setQuickActionPending(true);
      schedule(() => {
        busy.current = false;
        setQuickActionPending(false);
        send(label);
      }, QUICK_ACTION_DELAY_MS);
    },
    [schedule, send],
  );

  return {
    messages,
    isTyping,
    isBusy: isTyping || quickActionPending,
    showQuickActions: messages.length === 1,
    send,
    sendQuickAction,
  };
}
