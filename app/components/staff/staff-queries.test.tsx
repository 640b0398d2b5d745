// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '#app/lib/api-client.ts';
import { createStaffQueryClient, retryDelay, shouldRetry, StaffQueries } from './staff-queries.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

describe('query retry policy', () => {
  it('retries a server or network failure up to 3 times', () => {
    const serverError = new ApiError('Failed to fetch tablets: 503 Service Unavailable', {
      status: 503,
    });
    const networkError = new ApiError('Could not reach the server.', { status: 0 });
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([true, true, true, false]);
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, networkError))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new Error('anything else'))).toBe(true);
  });

  it('never retries a 4xx answer, nor an OK answer it could not read', () => {
    for (const status of [200, 400, 401, 403, 404, 409, 429]) {
      expect(shouldRetry(0, new ApiError('no', { status }))).toBe(false);
    }
  });

  it('backs off as min(1000 * 2^n, 30000) ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('sets the spec defaults on the client', () => {
    const client = createStaffQueryClient(() => {});
    const queries = client.getDefaultOptions().queries;
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(queries?.retry).toBe(shouldRetry);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('the end of a session', () => {
  const expired = () => Promise.reject(new ApiError('Your session has ended.', { status: 401 }));

  function Reader() {
    const read = useQuery({ queryKey: ['anything'], queryFn: expired });
    return <p>{read.status}</p>;
  }

  function Writer() {
    const write = useMutation({ mutationFn: expired });
    return (
      <button type="button" onClick={() => write.mutate()}>
        {write.status}
      </button>
    );
  }

  it('a read refused with 401 locks the gate once, without retrying', async () => {
    const onSessionExpired = vi.fn();
    render(
      <StaffQueries onSessionExpired={onSessionExpired}>
        <Reader />
      </StaffQueries>,
    );
    await screen.findByText('error');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a change refused with 401 locks the gate too', async () => {
    const onSessionExpired = vi.fn();
    render(
      <StaffQueries onSessionExpired={onSessionExpired}>
        <Writer />
      </StaffQueries>,
    );
    screen.getByRole('button', { name: 'idle' }).click();
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
  });

  it('any other refusal leaves the session open', async () => {
    const onSessionExpired = vi.fn();
    const client = createStaffQueryClient(onSessionExpired);
    await expect(
      client.fetchQuery({
        queryKey: ['forbidden'],
        queryFn: () => Promise.reject(new ApiError('Not part of your roles.', { status: 403 })),
      }),
    ).rejects.toThrow('Not part of your roles.');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('a change that fails', () => {
  const change = (error: Error, failureMessage?: string) => {
    const client = createStaffQueryClient(() => {});
    return client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(error),
        ...(failureMessage ? { meta: { failureMessage } } : {}),
      })
      .execute(undefined)
      .catch(() => undefined);
  };

  it('shows the server’s message in the one error toast, or the change’s own words when there is none', async () => {
    vi.mocked(toast.error).mockClear();
    await change(new ApiError('This batch number is taken.', { status: 409 }), 'Failed to save.');
    await change(new Error(''), 'Failed to save.');
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      ['Error', { description: 'This batch number is taken.' }],
      ['Error', { description: 'Failed to save.' }],
    ]);
  });

  it('shows no toast for a 401, nor for a change that says its failures itself', async () => {
    vi.mocked(toast.error).mockClear();
    await change(new ApiError('Your session has ended.', { status: 401 }), 'Failed to save.');
    await change(new ApiError('No.', { status: 400 }));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
