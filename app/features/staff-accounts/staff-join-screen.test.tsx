// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { staffAccountMessages } from '#contract/staff-accounts.ts';
import { installFetchMock, jsonResponse } from '#testing/fake-fetch.ts';
import { authenticatorSecretTexts } from './authenticator-secret.tsx';
import { joinTexts } from './join-texts.ts';
import { StaffJoinScreen } from './staff-join-screen.tsx';

const fetchMock = installFetchMock();
const token = 'T'.repeat(43);

const invitation = {
  email: 'ravi@aarogya.example',
  displayName: 'Ravi Kumar',
  roles: ['sales'],
  expiresAt: '2026-12-01T00:00:00.000Z',
  totpSecret: 'JBSWY3DPEHPK3PXP',
  totpUri: 'otpauth://totp/Aarogya:ravi%40aarogya.example?secret=JBSWY3DPEHPK3PXP',
  totpQrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

function openPage(hash: string) {
  window.history.replaceState(null, '', `/admin/join${hash}`);
  render(<StaffJoinScreen title="Accept Your Staff Invitation" />);
}

describe('StaffJoinScreen', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('reads the invitation with the token from the address, which it then leaves', async () => {
    fetchMock.mockResolvedValue(jsonResponse(invitation));
    openPage(`#${token}`);
    expect(screen.getByRole('status')).toHaveTextContent(joinTexts.checking);
    expect(await screen.findByText(/Welcome,/)).toHaveTextContent(
      'Welcome, Ravi Kumar. You are invited as ravi@aarogya.example to:',
    );
    expect(screen.getByRole('img', { name: authenticatorSecretTexts.qrAlt })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/staff/invitations/open');
    expect(JSON.parse(String(init?.body))).toEqual({ token });
  });

  it('says a link without a token cannot be used, without asking the server', async () => {
    openPage('');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(joinTexts.noToken));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a used link cannot be used, asking the server once', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: staffAccountMessages.invitationInvalid }, { status: 404 }),
    );
    openPage(`#${token}`);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(staffAccountMessages.invitationInvalid),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
