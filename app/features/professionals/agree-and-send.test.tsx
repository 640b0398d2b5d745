// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AgreeAndSend } from './agree-and-send.tsx';

afterEach(cleanup);

describe('AgreeAndSend', () => {
  it('asks for the agreement with its error, then shows the form’s refusal and the send button, across both columns', () => {
    const { container } = render(
      <form>
        <AgreeAndSend
          agreement={{
            label: 'I agree',
            required: true,
            error: 'Please agree to the terms.',
            name: 'agreed',
            maxLength: undefined,
          }}
          formError="Please check the form."
          busy={false}
          texts={{ send: 'Send application', sending: 'Sending…' }}
        />
      </form>,
    );
    const agreement = screen.getByRole('checkbox');
    expect(agreement).toHaveAttribute('name', 'agreed');
    expect(agreement).toBeRequired();
    expect(agreement).toHaveAccessibleDescription(/Please agree to the terms\./);
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the form.');
    const send = screen.getByRole('button', { name: 'Send application' });
    expect(agreement.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const part of Array.from(container.querySelector('form')!.children))
      expect(part).toHaveClass('md:col-span-2');
  });
});
