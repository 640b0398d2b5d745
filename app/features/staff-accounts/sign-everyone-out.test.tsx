// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffQueries } from '#app/components/staff/staff-queries.tsx';
import { installFetchMock, jsonResponse } from '#testing/fake-fetch.ts';
import { SignEveryoneOut } from './sign-everyone-out.tsx';

const fetchMock = installFetchMock();

/** The panel inside the staff gate's query client, whose session ends with `onSessionExpired`. */
const renderPanel = (onSessionExpired: () => void = () => undefined) =>
  render(
    <StaffQueries onSessionExpired={onSessionExpired}>
      <SignEveryoneOut />
    </StaffQueries>,
  );

describe('SignEveryoneOut', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks first, then ends every other session and says how many ended', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    fetchMock.mockResolvedValue(jsonResponse({ ended: 3 }));
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Sign everyone out' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Everyone else is signed out (3 sessions ended).'),
    );
    expect(confirm).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/staff/accounts/sessions');
    expect(init?.method).toBe('DELETE');
  });

  it('does nothing when the owner thinks again', () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Sign everyone out' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the server’s refusal, once, without retrying', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Only the owner may do this.' }, { status: 403 }));
    const onSessionExpired = vi.fn();
    renderPanel(onSessionExpired);
    fireEvent.click(screen.getByRole('button', { name: 'Sign everyone out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the owner may do this.');
    expect(screen.getByRole('button', { name: 'Sign everyone out' })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session when the server says it has ended', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Your admin session has ended.' }, { status: 401 }));
    const onSessionExpired = vi.fn();
    renderPanel(onSessionExpired);
    fireEvent.click(screen.getByRole('button', { name: 'Sign everyone out' }));
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledOnce());
  });
});
