// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { leadMessages } from '#contract/lead-texts.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { newsletterMessageMs } from './newsletter-signup.tsx';
import { setUpLeadFormTests } from '#testing/lead-form-setup.ts';

const fetchMock = setUpLeadFormTests();

/** The form's code arrives as a chunk of its own, as in the browser. */
async function setup() {
  render(
    <MemoryRouter>
      <NewsletterForm />
    </MemoryRouter>,
  );
  const field = await screen.findByLabelText(/^Email address/);
  return {
    field,
    status: screen.getByRole('status'),
    type: (value: string) => fireEvent.change(field, { target: { value } }),
    subscribe: () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })),
  };
}

describe('NewsletterForm', () => {
  it('subscribes, shows the confirmation with the reference for 3 s, then clears the field', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ reference: 'N-2026-000007' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { field, status, type, subscribe } = await setup();
    type('reader@example.in');
    subscribe();
    await waitFor(() =>
      expect(status).toHaveTextContent('✓ Successfully subscribed! Your reference is N-2026-000007.'),
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/newsletter-subscriptions');
    act(() => vi.advanceTimersByTime(newsletterMessageMs - 100));
    expect(field).toHaveValue('reader@example.in');
    act(() => vi.advanceTimersByTime(200));
    expect(status).toHaveTextContent('');
    expect(field).toHaveValue('');
  });

  it('sends nothing for an empty address and says what to do', async () => {
    const { field, subscribe } = await setup();
    subscribe();
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(leadMessages.emailRequired)),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
