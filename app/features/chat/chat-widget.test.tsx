// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatWidget from './chat-widget.tsx';
import { greeting, reply } from '#testing/shipped-chat.ts';
import { QUICK_ACTIONS } from './chat-timing.ts';
import { shippedMentions } from '#app/data/answers/shipped-mentions.ts';

function renderOpenWidget() {
  const onOpenChange = vi.fn();
  const launcherRef = { current: null };
  render(
    <MemoryRouter>
      <ChatWidget open onOpenChange={onOpenChange} launcherRef={launcherRef} catalogue={shippedMentions} />
    </MemoryRouter>,
  );
  return { onOpenChange };
}

// fireEvent rather than user-event: it is synchronous, so fake timers decide every delay.
function typeMessage(text: string) {
  fireEvent.change(messageField(), { target: { value: text } });
}

function pressEnter() {
  fireEvent.submit(messageField());
}

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

const messageField = () => screen.getByRole('textbox', { name: 'Your message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const conversation = () => within(screen.getByRole('region', { name: 'Conversation' }));
/** A message's text, also when links split it into several elements. */
const messageText = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'SPAN' && element.textContent === text;

describe('ChatWidget', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens as a labelled modal dialog with the greeting, the quick actions and focus in the field', () => {
    renderOpenWidget();
    const dialog = screen.getByRole('dialog', { name: 'Chat with us' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(conversation().getAllByRole('listitem')).toHaveLength(1);
    expect(conversation().getByText(greeting())).toBeInTheDocument();
    const quickActions = within(screen.getByRole('group', { name: 'Quick questions' })).getAllByRole(
      'button',
    );
    expect(quickActions.map((button) => button.textContent)).toEqual([...QUICK_ACTIONS]);
    expect(messageField()).toHaveFocus();
  });

  it('shows the message, types for 800 ms with the field and button disabled, then replies', () => {
    renderOpenWidget();
    typeMessage('What is the price?');
    pressEnter();

    expect(conversation().getByText('What is the price?')).toBeInTheDocument();
    expect(conversation().getByText('Assistant is typing…')).toBeInTheDocument();
    expect(messageField()).toBeDisabled();
    expect(messageField()).toHaveValue('');
    expect(sendButton()).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Quick questions' })).not.toBeInTheDocument();

    advance(799);
    expect(conversation().queryByText(messageText(reply('What is the price?')))).not.toBeInTheDocument();

    advance(1);
    expect(conversation().getByText(messageText(reply('What is the price?')))).toBeInTheDocument();
    expect(conversation().queryByText('Assistant is typing…')).not.toBeInTheDocument();
    expect(messageField()).toBeEnabled();
    expect(messageField()).toHaveFocus();
    expect(conversation().getAllByRole('listitem')).toHaveLength(3);
  });

  it('sends with the button as well as with Enter', () => {
    renderOpenWidget();
    typeMessage('hello');
    fireEvent.click(sendButton());
    expect(conversation().getByText('hello')).toBeInTheDocument();
    expect(conversation().getByText('Assistant is typing…')).toBeInTheDocument();
  });

  it('does not send empty or whitespace-only input', () => {
    renderOpenWidget();
    fireEvent.click(sendButton());
    typeMessage('   ');
    pressEnter();
    advance(1000);
    expect(conversation().getAllByRole('listitem')).toHaveLength(1);
    expect(conversation().queryByText('Assistant is typing…')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quick questions' })).toBeInTheDocument();
  });

  it('sends a quick action’s text after 100 ms, then replies after 800 ms more', () => {
    renderOpenWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Offers' }));

    expect(screen.getByRole('button', { name: 'Products' })).toBeDisabled();
    expect(messageField()).toBeDisabled();
    expect(conversation().queryByText('Offers')).not.toBeInTheDocument();

    advance(100);
    expect(conversation().getByText('Offers')).toBeInTheDocument();
    expect(conversation().getByText('Assistant is typing…')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quick questions' })).not.toBeInTheDocument();

    advance(800);
    expect(conversation().getByText(messageText(reply('Offers')))).toBeInTheDocument();
  });

  it('links the pages a reply mentions, and makes way for the page when one is followed', () => {
    const { onOpenChange } = renderOpenWidget();
    typeMessage('What is the price?');
    pressEnter();
    advance(800);
    expect(conversation().getByRole('link', { name: 'Prescription Medicines' })).toHaveAttribute(
      'href',
      '/products/prescription-medicines',
    );
    const quote = conversation().getByRole('link', { name: 'Request Quote' });
    expect(quote).toHaveAttribute('href', '/request-quote');
    fireEvent.click(quote);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('announces each new reply, not the greeting, in a polite live region', () => {
    renderOpenWidget();
    const liveRegion = document.querySelector('[aria-live="polite"]');
    expect(liveRegion).toBeEmptyDOMElement();

    typeMessage('thanks');
    pressEnter();
    advance(800);
    expect(liveRegion).toHaveTextContent(reply('thanks'));
  });

  it('marks Telugu messages as Telugu so screen readers read them in a Telugu voice', () => {
    renderOpenWidget();
    typeMessage('నమస్కారం');
    pressEnter();
    advance(800);
    expect(conversation().getByText('నమస్కారం')).toHaveAttribute('lang', 'te');
    expect(conversation().getByText(reply('నమస్కారం'))).toHaveAttribute('lang', 'te');
    expect(conversation().getByText(greeting())).not.toHaveAttribute('lang');
  });

  it('shows each message’s time', () => {
    vi.setSystemTime(new Date('2026-03-02T09:05:00+05:30'));
    renderOpenWidget();
    const time = conversation().getByRole('listitem').querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-03-02T03:35:00.000Z');
    expect(time?.textContent).toMatch(/\d{1,2}:\d{2}/);
  });

  it('asks to close on Escape and on the close button', () => {
    const { onOpenChange } = renderOpenWidget();
    fireEvent.keyDown(messageField(), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    onOpenChange.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
