// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '#app/lib/api-client.ts';
import { PasskeyRegistration } from './join-passkey.tsx';
import { JoinQueries } from './join-queries.tsx';
import { joinTexts } from './join-texts.ts';
import type * as passkeysApi from './passkeys-api.ts';
import { registerPasskeyWithInvitation } from './passkeys-api.ts';

vi.mock('./passkeys-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof passkeysApi>()),
  passkeysAvailable: () => true,
  registerPasskeyWithInvitation: vi.fn(),
}));

const register = vi.mocked(registerPasskeyWithInvitation);
const token = 'T'.repeat(43);

function openForm() {
  const onDone = vi.fn();
  render(
    <JoinQueries>
      <PasskeyRegistration token={token} onDone={onDone} />
    </JoinQueries>,
  );
  return onDone;
}

const nameInput = () => screen.getByLabelText(joinTexts.passkeyName, { exact: false });
const submitButton = () => screen.getByRole('button', { name: joinTexts.passkeySubmit });

describe('PasskeyRegistration', () => {
  afterEach(() => {
    cleanup();
    vi.resetAllMocks();
  });

  it('bounds the name by the schema of a passkey, and requires it', () => {
    openForm();
    expect(nameInput()).toHaveAttribute('maxlength', '60');
    expect(nameInput()).toBeRequired();
  });

  it('asks for a name first, with the field focused, and asks the browser nothing', async () => {
    const user = userEvent.setup();
    openForm();
    await user.type(nameInput(), '   ');
    await user.click(submitButton());
    expect(screen.getByText(joinTexts.passkeyNameRequired)).toBeInTheDocument();
    expect(nameInput()).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
    await user.type(nameInput(), 'W');
    expect(screen.queryByText(joinTexts.passkeyNameRequired)).toBeNull();
  });

  it('waits for the device, then says the passkey is registered', async () => {
    let answer!: () => void;
    register.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const onDone = openForm();
    await user.type(nameInput(), ' Work laptop ');
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: joinTexts.passkeyBusy })).toBeDisabled();
    expect(register).toHaveBeenCalledExactlyOnceWith(token, 'Work laptop');
    answer();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });

  it('says no passkey was registered when the browser’s dialog is closed, and lets the person try again', async () => {
    register.mockRejectedValueOnce(new DOMException('closed', 'NotAllowedError'));
    const user = userEvent.setup();
    const onDone = openForm();
    await user.type(nameInput(), 'Work laptop');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(joinTexts.passkeyCancelled));
    expect(submitButton()).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();

    register.mockReturnValue(new Promise(() => {}));
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: joinTexts.passkeyBusy })).toBeDisabled();
  });

  it('puts the server’s word on the name by the field and focuses it', async () => {
    register.mockRejectedValueOnce(
      new ApiError('Invalid input', { status: 400, fields: { name: 'That name is too long.' } }),
    );
    const user = userEvent.setup();
    openForm();
    await user.type(nameInput(), 'Work laptop');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByText('That name is too long.')).toBeInTheDocument());
    expect(nameInput()).toHaveFocus();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows the server’s refusal when it is not about the name', async () => {
    register.mockRejectedValueOnce(new ApiError('This invitation has been used.', { status: 404 }));
    const user = userEvent.setup();
    openForm();
    await user.type(nameInput(), 'Work laptop');
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This invitation has been used.'),
    );
  });
});
