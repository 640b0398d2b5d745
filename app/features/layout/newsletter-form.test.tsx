// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './newsletter-form.tsx';

// fireEvent rather than user-event: user-event waits on timers, which are fake here.
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup() {
  render(<NewsletterForm />);
  const field = screen.getByLabelText('Email address');
  const button = screen.getByRole('button', { name: 'Subscribe' });
  return {
    field,
    status: screen.getByRole('status'),
    type: (value: string) => fireEvent.change(field, { target: { value } }),
    subscribe: () => fireEvent.click(button),
  };
}

describe('NewsletterForm', () => {
  it('has a labelled, required email field', () => {
    const { field } = setup();
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
  });

  it('confirms for 3 seconds, then clears the field and the message, sending nothing', () => {
    const { field, status, type, subscribe } = setup();
    type('reader@example.in');
    subscribe();
    expect(status).toHaveTextContent('✓ Successfully subscribed!');

    act(() => vi.advanceTimersByTime(2999));
    expect(status).toHaveTextContent('✓ Successfully subscribed!');
    expect(field).toHaveValue('reader@example.in');

    act(() => vi.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
    expect(field).toHaveValue('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('restarts the 3 seconds when subscribing again', () => {
    const { status, type, subscribe } = setup();
    type('reader@example.in');
    subscribe();
    act(() => vi.advanceTimersByTime(2000));
    subscribe();
    act(() => vi.advanceTimersByTime(2000));
    expect(status).toHaveTextContent('✓ Successfully subscribed!');
    act(() => vi.advanceTimersByTime(1000));
    expect(status).toBeEmptyDOMElement();
  });

  it('does nothing while the field is empty', () => {
    const { status, subscribe } = setup();
    subscribe();
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(3000));
    expect(status).toBeEmptyDOMElement();
  });

  it('does nothing for blanks, even when the browser lets the form through', () => {
    const { field, status, type } = setup();
    type('   ');
    const form = field.closest('form');
    if (!form) throw new Error('the field is not in a form');
    fireEvent.submit(form);
    expect(status).toBeEmptyDOMElement();
  });
});
