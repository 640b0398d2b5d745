// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SEND_DELAY_MS, ContactForm } from './contact-form.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

function renderForm() {
  render(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  );
  return screen.getByRole('form', { name: 'Send us a message' }) as HTMLFormElement;
}

function fillValidMessage() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lakshmi Rao' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lakshmi@example.in' } });
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Bulk order' } });
  fireEvent.change(screen.getByLabelText('Message'), {
    target: { value: 'A quote for 200 strips, please.' },
  });
  fireEvent.click(screen.getByLabelText(/I agree/));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(toast.success).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ContactForm', () => {
  it('labels every field and lets the browser require all but the phone', () => {
    const form = renderForm();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/I agree/)).toBeRequired();
    expect(screen.getByLabelText(/Phone/)).not.toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(form.checkValidity()).toBe(false);
  });

  it('shows Sending... for 1 s, then the success toast, and clears the form', async () => {
    const form = renderForm();
    fillValidMessage();
    expect(form.checkValidity()).toBe(true);

    fireEvent.submit(form);
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(CONTACT_SEND_DELAY_MS - 1);
    });
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Lakshmi Rao');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(CONTACT_SEND_DELAY_MS).toBe(1000);
    // The toast library is loaded on first use, so the toast follows a moment after the send.
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledOnce());
    expect(toast.success).toHaveBeenCalledWith('Message sent successfully!', {
      description: "We'll get back to you within 24 hours.",
    });
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByLabelText(/I agree/)).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('ignores a second submit while sending', async () => {
    const form = renderForm();
    fillValidMessage();
    fireEvent.submit(form);
    fireEvent.submit(form);
    act(() => {
      vi.advanceTimersByTime(CONTACT_SEND_DELAY_MS * 2);
    });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledOnce();
  });
});
