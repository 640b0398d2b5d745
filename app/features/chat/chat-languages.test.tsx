// @vitest-environment jsdom
import { type ReactNode, useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '#languages/locales.ts';
import { MessagesContext, messagesOf } from '#languages/messages.ts';
import { messagesFor } from '#languages/catalogues.ts';
import ChatWidget from './chat-widget.tsx';
import { ChatLauncher } from './chat-launcher.tsx';
import { greeting, reply } from '#testing/shipped-chat.ts';
import { chatTexts } from './chat-texts.ts';
import type { ChatContext } from '#app/data/answers/contacts.ts';
import { shippedChatContext as defaultChatContext } from '#app/data/answers/shipped-mentions.ts';
import { localContent } from '#languages/content.ts';
import { openingHoursContent, openingHoursNamespace } from '#app/data/opening-hours.ts';
import { publicHelplines } from '#app/lib/site-config.ts';
import { shippedMentions } from '#app/data/answers/shipped-mentions.ts';

// The catalogue the server renders, as the shipped one: there is no server here.
vi.mock('./chat-catalogue.ts', () => ({ importChatCatalogue: () => Promise.resolve(shippedMentions) }));

/** As the chat's island gets them on a page in `locale`: only the chat's texts, in that language. */
function OnPage({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <MessagesContext value={{ locale, messages: messagesOf(messagesFor(locale), ['chat']) }}>
      {children}
    </MessagesContext>
  );
}

const telugu = messagesFor('te');
const hindi = messagesFor('hi');
const teluguChatTexts = localContent('chat', chatTexts, telugu);
const teluguPageContext: ChatContext = {
  ...defaultChatContext,
  page: {
    locale: 'te',
    pageNames: teluguChatTexts.pageNames,
    phoneHours: localContent(openingHoursNamespace, openingHoursContent, telugu).phoneLine,
  },
};
const conversation = () => within(screen.getByRole('region', { name: telugu['chat.conversation'] }));
const messageText = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'SPAN' && element.textContent === text;

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

describe('the chat on a Telugu page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function renderTeluguWidget() {
    render(
      <OnPage locale="te">
        <ChatWidget open onOpenChange={vi.fn()} launcherRef={{ current: null }} catalogue={shippedMentions} />
      </OnPage>,
    );
  }

  it('shows its interface in Telugu and greets in Telugu', () => {
    renderTeluguWidget();
    const dialog = screen.getByRole('dialog', { name: telugu['chat.title'] });
    expect(dialog).toHaveAccessibleDescription(telugu['chat.description']);
    expect(screen.getByRole('button', { name: telugu['chat.closeChat'] })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: telugu['chat.yourMessage'] });
    expect(field).toHaveAttribute('placeholder', telugu['chat.placeholder']);
    expect(screen.getByRole('button', { name: telugu['chat.sendMessage'] })).toBeInTheDocument();
    const quickActions = within(screen.getByRole('group', { name: telugu['chat.quickQuestions'] }));
    expect(quickActions.getAllByRole('button').map((button) => button.textContent)).toEqual(
      [0, 1, 2, 3, 4, 5].map((index) => telugu[`chat.quickActions.${index}`]),
    );
    expect(conversation().getByText(greeting(undefined, 'te'))).not.toHaveAttribute('lang');
    expect(dialog).not.toHaveTextContent(/Chat with us|Quick questions|Automated answers/);
  });

  it('sends a quick action’s Telugu label and answers it in Telugu, linking pages in Telugu', () => {
    renderTeluguWidget();
    const products = telugu['chat.quickActions.0']!;
    fireEvent.click(screen.getByRole('button', { name: products }));
    advance(100);
    expect(conversation().getByText(products)).toBeInTheDocument();
    expect(conversation().getByText(telugu['chat.typing']!)).toBeInTheDocument();
    advance(800);
    const answer = reply(products, teluguPageContext, 'te');
    expect(answer).toMatch(/\p{Script=Telugu}/u);
    expect(answer).not.toContain('Products');
    expect(conversation().getByText(messageText(answer))).toBeInTheDocument();
    const productLinks = conversation().getAllByRole('link', { name: telugu['chat.pageNames.products'] });
    for (const link of productLinks) expect(link).toHaveAttribute('href', '/te/products');
  });

  it('answers a side effect in Telugu, naming and linking the report page and the helplines', () => {
    renderTeluguWidget();
    const field = screen.getByRole('textbox', { name: telugu['chat.yourMessage'] });
    fireEvent.change(field, { target: { value: 'ఈ మందు వల్ల దద్దుర్లు వచ్చాయి' } });
    fireEvent.submit(field);
    advance(800);
    const answer = reply('ఈ మందు వల్ల దద్దుర్లు వచ్చాయి', teluguPageContext, 'te');
    expect(answer).toContain(publicHelplines.pvpi.display);
    expect(conversation().getByText(messageText(answer))).toBeInTheDocument();
    expect(
      conversation().getByRole('link', { name: telugu['chat.pageNames.adverseEvents'] }),
    ).toHaveAttribute('href', '/te/adverse-events');
  });

  it('marks an English answer as English and a Hindi one as Hindi on the Telugu page', () => {
    renderTeluguWidget();
    const field = screen.getByRole('textbox', { name: telugu['chat.yourMessage'] });
    fireEvent.change(field, { target: { value: 'What is the price?' } });
    fireEvent.submit(field);
    advance(800);
    expect(conversation().getByText(messageText(reply('What is the price?')))).toHaveAttribute('lang', 'en');
    fireEvent.change(field, { target: { value: 'दवाई की कीमत' } });
    fireEvent.submit(field);
    advance(800);
    expect(conversation().getByText('दवाई की कीमत')).toHaveAttribute('lang', 'hi');
    expect(conversation().getByText(messageText(reply('दवाई की कीमत', undefined, 'te')))).toHaveAttribute(
      'lang',
      'hi',
    );
  });
});

describe('the chat launcher on a translated page', () => {
  beforeAll(() => import('./chat-widget.tsx'), 20_000);
  afterEach(cleanup);

  it('is labelled in Hindi and opens the chat in Hindi', async () => {
    const user = userEvent.setup();
    function HindiPageWithChat() {
      const [open, setOpen] = useState(false);
      return (
        <OnPage locale="hi">
          <ChatLauncher open={open} onOpenChange={setOpen} />
        </OnPage>
      );
    }
    render(<HindiPageWithChat />);
    await user.click(screen.getByRole('button', { name: hindi['chat.openChat'] }));
    expect(await screen.findByRole('dialog', { name: hindi['chat.title'] })).toBeInTheDocument();
    expect(screen.getByText(greeting(undefined, 'hi'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: hindi['chat.yourMessage'] })).toHaveFocus();
  });
});
