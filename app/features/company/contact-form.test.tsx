// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadMessages } from '#contract/lead-texts.ts';
import { CONTACT_SEND_DELAY_MS, ContactForm, contactSentToast } from './contact-form.tsx';
import { setUpLeadFormTests } from '#testing/lead-form-setup.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

const fetchMock = setUpLeadFormTests();

function renderForm() {
  render(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  );
  return screen.getByRole('form', { name: 'Send us a message' }) as HTMLFormElement;
}

function fillValidMessage() {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Lakshmi Rao' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'lakshmi@example.in' } });
  fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'Bulk order' } });
  fireEvent.change(screen.getByLabelText(/^Message/), {
    target: { value: 'A quote for 200 strips, please.' },
  });
  fireEvent.click(screen.getByLabelText(/I agree/));
}

afterEach(() => {
  vi.mocked(toast.success).mockReset();
});

describe('ContactForm', () => {
  it('posts to the contact endpoint without JavaScript', () => {
    const form = renderForm();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact-messages');
  });

  it('shows the contract messages and sends nothing while the form is incomplete', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(
      expect.stringContaining(leadMessages.nameRequired),
    );
    expect(screen.getByLabelText(/I agree/)).toHaveAccessibleDescription(
      expect.stringContaining(leadMessages.termsRequired),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Sending...' for at least 1 s, then the toast with the reference, and clears the form", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ reference: 'C-2026-000042' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const form = renderForm();
    fillValidMessage();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    act(() => vi.advanceTimersByTime(CONTACT_SEND_DELAY_MS - 200));
    expect(toast.success).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(contactSentToast.title, {
        description: `${contactSentToast.description} Your reference is C-2026-000042.`,
      }),
    );
    expect(contactSentToast).toEqual({
      title: 'Message sent successfully!',
      description: "We'll get back to you within 24 hours.",
    });
    expect(form.elements.namedItem('name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
