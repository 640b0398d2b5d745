// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError } from '#app/lib/api-client.ts';
import { staffAccountMessages } from '#contract/staff-accounts.ts';
import type * as passkeysApi from './passkeys-api.ts';
import { signInWithPasskey } from './passkeys-api.ts';
import { landingPathAfterSignIn, signInAsStaff } from './staff-sign-in-api.ts';
import { signInTexts, StaffSignInScreen } from './staff-sign-in-screen.tsx';

vi.mock('./staff-sign-in-api.ts', () => ({ signInAsStaff: vi.fn(), landingPathAfterSignIn: vi.fn() }));
vi.mock('./passkeys-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof passkeysApi>()),
  signInWithPasskey: vi.fn(),
}));

const signIn = vi.mocked(signInAsStaff);
const passkeySignIn = vi.mocked(signInWithPasskey);
const landing = vi.mocked(landingPathAfterSignIn);

/** A promise the test settles when it chooses, to see the screen while a request is under way. */
function held<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function openSignIn(address = '/staff/sign-in?next=/admin/audit') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/staff/sign-in" element={<StaffSignInScreen title="Staff Sign-In" />} />
        <Route path="/admin/audit" element={<p>Audit log page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const submitButton = () => screen.getByRole('button', { name: signInTexts.submit });
const passkeyButton = () => screen.getByRole('button', { name: signInTexts.passkey });

async function fillIn(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  await user.type(screen.getByLabelText(signInTexts.email, { exact: false }), ' meena@aarogya.example ');
  await user.type(screen.getByLabelText(signInTexts.password, { exact: false }), 'correct horse');
  await user.type(screen.getByLabelText(signInTexts.code, { exact: false }), code);
}

describe('StaffSignInScreen', () => {
  beforeEach(() => {
    landing.mockImplementation(async (next) => next ?? '/admin/dashboard');
  });
  afterEach(() => {
    cleanup();
    vi.resetAllMocks();
  });

  it('bounds each field by the sign-in schema, each required', () => {
    openSignIn();
    for (const [label, longest] of [
      [signInTexts.email, '254'],
      [signInTexts.password, '512'],
      [signInTexts.code, '40'],
    ] as const) {
      expect(screen.getByLabelText(label, { exact: false })).toHaveAttribute('maxlength', longest);
      expect(screen.getByLabelText(label, { exact: false })).toBeRequired();
    }
  });

  it('names every empty field, focuses the first, and asks the server nothing', async () => {
    const user = userEvent.setup();
    openSignIn();
    await user.type(screen.getByLabelText(signInTexts.email, { exact: false }), 'meena@aarogya.example');
    await user.click(submitButton());
    expect(screen.getByText(staffAccountMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(staffAccountMessages.codeRequired)).toBeInTheDocument();
    expect(screen.queryByText(staffAccountMessages.emailRequired)).toBeNull();
    expect(screen.getByLabelText(signInTexts.password, { exact: false })).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says it is signing in while the server answers, then opens the page that sent the person here', async () => {
    const answer = held<{ ok: true }>();
    signIn.mockReturnValue(answer.promise as never);
    const user = userEvent.setup();
    openSignIn();
    await fillIn(user);
    await user.click(submitButton());
    const busy = screen.getByRole('button', { name: signInTexts.busy });
    expect(busy).toBeDisabled();
    expect(signIn).toHaveBeenCalledExactlyOnceWith({
      email: 'meena@aarogya.example',
      password: 'correct horse',
      code: '123456',
    });
    answer.resolve({ ok: true });
    expect(await screen.findByText('Audit log page')).toBeInTheDocument();
    expect(landing).toHaveBeenCalledWith('/admin/audit');
  });

  it('refuses wrong details in its own words, empties the code and lets the person try again', async () => {
    signIn.mockRejectedValueOnce(new ApiError('Unauthorized', { status: 401 }));
    const user = userEvent.setup();
    openSignIn();
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(staffAccountMessages.signInFailed),
    );
    expect(screen.getByLabelText(signInTexts.code, { exact: false })).toHaveValue('');
    expect(submitButton()).toBeEnabled();
    expect(landing).not.toHaveBeenCalled();

    // A new try takes the refusal away at once.
    signIn.mockReturnValue(new Promise(() => {}) as never);
    await user.type(screen.getByLabelText(signInTexts.code, { exact: false }), '654321');
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: signInTexts.busy })).toBeDisabled();
  });

  it('says how long to wait after too many attempts', async () => {
    signIn.mockRejectedValueOnce(new ApiError('Too many', { status: 429, retryAfterSeconds: 60 }));
    const user = userEvent.setup();
    openSignIn();
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Too many attempts\. Try again in .+\.$/),
    );
  });

  it('sends a sign-in once, even when the server cannot be reached', async () => {
    signIn.mockRejectedValue(new ApiError('The server could not be reached.', { status: 0 }));
    const user = userEvent.setup();
    openSignIn();
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.'),
    );
    expect(signIn).toHaveBeenCalledOnce();
  });

  it('waits for the passkey, then opens the first screen when nothing sent the person here', async () => {
    const answer = held<void>();
    passkeySignIn.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    openSignIn('/staff/sign-in');
    await user.click(passkeyButton());
    expect(screen.getByRole('button', { name: signInTexts.passkeyBusy })).toBeDisabled();
    expect(passkeySignIn).toHaveBeenCalledOnce();
    landing.mockResolvedValue('/admin/audit');
    answer.resolve();
    expect(await screen.findByText('Audit log page')).toBeInTheDocument();
    expect(landing).toHaveBeenCalledWith(null);
  });

  it('says no passkey was used when the browser’s dialog is closed, and the button works again', async () => {
    passkeySignIn.mockRejectedValueOnce(new DOMException('closed', 'NotAllowedError'));
    const user = userEvent.setup();
    openSignIn();
    await user.click(passkeyButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(signInTexts.passkeyCancelled));
    expect(passkeyButton()).toBeEnabled();
    expect(landing).not.toHaveBeenCalled();
  });

  it('shows the server’s word when a passkey sign-in is refused, until the password form is sent', async () => {
    passkeySignIn.mockRejectedValueOnce(new ApiError('This passkey is not registered.', { status: 401 }));
    const user = userEvent.setup();
    openSignIn();
    await user.click(passkeyButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This passkey is not registered.'),
    );
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByText(staffAccountMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(signInTexts.email, { exact: false })).toHaveFocus();
  });

  it('keeps the password sign-in going when a passkey is tried meanwhile', async () => {
    signIn.mockReturnValue(new Promise(() => {}) as never);
    passkeySignIn.mockRejectedValueOnce(new DOMException('closed', 'NotAllowedError'));
    const user = userEvent.setup();
    openSignIn();
    await fillIn(user);
    await user.click(submitButton());
    await user.click(passkeyButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(signInTexts.passkeyCancelled));
    await waitFor(() => expect(screen.getByRole('button', { name: signInTexts.busy })).toBeDisabled());
  });
});
