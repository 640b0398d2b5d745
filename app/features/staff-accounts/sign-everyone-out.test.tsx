// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFetchMock, jsonResponse } from '#testing/fake-fetch.ts';
import { SignEveryoneOut } from './sign-everyone-out.tsx';

const fetchMock = installFetchMock();

describe('SignEveryoneOut', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks first, then ends every other session and says how many ended', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    fetchMock.mockResolvedValue(jsonResponse({ ended: 3 }));
    render(<SignEveryoneOut onFailure={() => undefined} />);
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
    render(<SignEveryoneOut onFailure={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign everyone out' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the server’s refusal and hands it on, so an ended session returns to the gate', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Your admin session has ended.' }, { status: 401 }));
    const onFailure = vi.fn();
    render(<SignEveryoneOut onFailure={onFailure} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign everyone out' }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledOnce());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your admin session has ended.');
  });
});
