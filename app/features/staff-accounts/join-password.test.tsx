// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '#app/lib/api-client.ts';
import { staffAccountMessages } from '#contract/staff-accounts.ts';
import { type Invitation, PasswordRegistration } from './join-password.tsx';
import { JoinQueries } from './join-queries.tsx';
import { joinTexts } from './join-texts.ts';
import { registerWithInvitation } from './staff-sign-in-api.ts';

vi.mock('./staff-sign-in-api.ts', () => ({ registerWithInvitation: vi.fn(), readInvitation: vi.fn() }));

const register = vi.mocked(registerWithInvitation);
const token = 'T'.repeat(43);
const codes = Array.from({ length: 10 }, (_, index) => `code-${index}`);

const invitation: Invitation = {
  email: 'ravi@aarogya.example',
  displayName: 'Ravi Kumar',
  roles: ['sales'],
  expiresAt: '2026-12-01T00:00:00.000Z',
  totpSecret: 'JBSWY3DPEHPK3PXP',
  totpUri: 'otpauth://totp/Aarogya:ravi%40aarogya.example?secret=JBSWY3DPEHPK3PXP',
  totpQrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

function openForm() {
  const onDone = vi.fn();
  render(
    <JoinQueries>
      <PasswordRegistration invitation={invitation} token={token} onDone={onDone} />
    </JoinQueries>,
  );
  return onDone;
}

const passwordInput = () => screen.getByLabelText(joinTexts.password, { exact: false });
const codeInput = () => screen.getByLabelText(joinTexts.code, { exact: false });
const submitButton = () => screen.getByRole('button', { name: joinTexts.submit });

describe('PasswordRegistration', () => {
  afterEach(() => {
    cleanup();
    vi.resetAllMocks();
  });

  it('bounds its fields by the registration schema, each required', () => {
    openForm();
    expect(passwordInput()).toHaveAttribute('maxlength', '512');
    expect(codeInput()).toHaveAttribute('maxlength', '40');
    expect(passwordInput()).toBeRequired();
    expect(codeInput()).toBeRequired();
  });

  it('names the empty fields, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    openForm();
    await user.click(submitButton());
    expect(screen.getByText(staffAccountMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(staffAccountMessages.codeRequired)).toBeInTheDocument();
    expect(passwordInput()).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
  });

  it('says it is creating the sign-in, then hands over the recovery codes', async () => {
    let answer!: (value: { recoveryCodes: string[] }) => void;
    register.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    const user = userEvent.setup();
    const onDone = openForm();
    await user.type(passwordInput(), 'four unrelated words here');
    await user.type(codeInput(), ' 123456 ');
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: joinTexts.busy })).toBeDisabled();
    expect(register).toHaveBeenCalledExactlyOnceWith({
      token,
      password: 'four unrelated words here',
      code: '123456',
    });
    answer({ recoveryCodes: codes });
    await waitFor(() => expect(onDone).toHaveBeenCalledExactlyOnceWith(codes));
    expect(screen.getByRole('button', { name: joinTexts.busy })).toBeDisabled();
  });

  it('puts the server’s word on a field by that field and focuses it, until it is changed', async () => {
    register.mockRejectedValueOnce(
      new ApiError('Invalid input', { status: 400, fields: { code: 'That code is not right.' } }),
    );
    const user = userEvent.setup();
    const onDone = openForm();
    await user.type(passwordInput(), 'four unrelated words here');
    await user.type(codeInput(), '000000');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByText('That code is not right.')).toBeInTheDocument());
    expect(codeInput()).toHaveFocus();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(submitButton()).toBeEnabled();
    await user.type(codeInput(), '1');
    expect(screen.queryByText('That code is not right.')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says why the invitation was refused, until the form is sent again', async () => {
    register.mockRejectedValueOnce(new ApiError(staffAccountMessages.invitationInvalid, { status: 404 }));
    const user = userEvent.setup();
    openForm();
    await user.type(passwordInput(), 'four unrelated words here');
    await user.type(codeInput(), '123456');
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(staffAccountMessages.invitationInvalid),
    );
    expect(submitButton()).toBeEnabled();
    await user.clear(codeInput());
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByText(staffAccountMessages.codeRequired)).toBeInTheDocument();
    expect(codeInput()).toHaveFocus();
  });
});
