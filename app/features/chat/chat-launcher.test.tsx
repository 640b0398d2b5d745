// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatLauncher } from './chat-launcher.tsx';
import { shippedMentions } from '#app/data/answers/shipped-mentions.ts';

// The catalogue the server renders, as the shipped one: there is no server here.
vi.mock('./chat-catalogue.ts', () => ({ importChatCatalogue: () => Promise.resolve(shippedMentions) }));

/** Stands in for the home page, which owns `open` and has its own "Start Live Chat" button. */
function PageWithChat() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Start Live Chat
      </button>
      <ChatLauncher open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('ChatLauncher', () => {
  // Compiling the lazily loaded widget takes longer than findBy* waits on a cold start.
  beforeAll(() => import('./chat-widget.tsx'), 20_000);
  afterEach(cleanup);

  it('renders only the launcher until first used', () => {
    render(<PageWithChat />);
    const launcher = screen.getByRole('button', { name: 'Open chat' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the chat with focus in the field and returns focus to the launcher on close', async () => {
    const user = userEvent.setup();
    render(<PageWithChat />);
    const launcher = screen.getByRole('button', { name: 'Open chat' });

    await user.click(launcher);
    expect(await screen.findByRole('dialog', { name: 'Chat with us' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from another button on the page and returns focus to it', async () => {
    const user = userEvent.setup();
    render(<PageWithChat />);
    const startLiveChat = screen.getByRole('button', { name: 'Start Live Chat' });

    await user.click(startLiveChat);
    await screen.findByRole('dialog', { name: 'Chat with us' });
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(startLiveChat).toHaveFocus();
  });

  it('keeps the conversation when the chat is closed and opened again', async () => {
    const user = userEvent.setup();
    render(<PageWithChat />);
    const launcher = screen.getByRole('button', { name: 'Open chat' });

    await user.click(launcher);
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'hello{Enter}');
    await user.keyboard('{Escape}');
    await user.click(launcher);
    expect(await screen.findByText('hello')).toBeInTheDocument();
  });
});
