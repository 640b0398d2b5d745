// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { leadFieldLabels } from '#contract/lead-field-labels.ts';
import { leadLimits } from '#contract/lead-fields.ts';
import { leadMessages } from '#contract/lead-texts.ts';
import { setUpLeadFormTests } from '#testing/lead-form-setup.ts';
import { useLeadForm } from './use-lead-form.ts';

const fetchMock = setUpLeadFormTests();

const onSent = () => {};

describe('useLeadForm’s field binding', () => {
  it('gives a field its label, name, and what its contract says: required and the longest text', () => {
    const { result } = renderHook(() => useLeadForm('contact', { labels: leadFieldLabels.contact, onSent }));
    const { field } = result.current;
    expect(field('name')).toEqual({
      label: 'Name',
      required: true,
      error: undefined,
      name: 'name',
      maxLength: leadLimits.nameMax,
    });
    expect(field('phone')).toMatchObject({ label: 'Phone', required: false, maxLength: leadLimits.phoneMax });
    expect(field('terms')).toMatchObject({ name: 'terms', required: true, maxLength: undefined });
  });

  it('takes labels as a map or as a function of the name', () => {
    const { result } = renderHook(() =>
      useLeadForm('adverse-event', { labels: (name) => `Label of ${name}`, onSent }),
    );
    expect(result.current.field('startedOn')).toMatchObject({
      label: 'Label of startedOn',
      required: false,
      maxLength: undefined,
    });
    expect(result.current.field('seriousness').required).toBe(true);
  });

  it('binds a field’s error once a send is refused', async () => {
    const { result } = renderHook(() =>
      useLeadForm('newsletter', { labels: { email: 'Email address' }, onSent }),
    );
    const form = document.createElement('form');
    const input = Object.assign(document.createElement('input'), { name: 'email', value: '' });
    form.append(input);
    document.body.append(form);
    await act(() =>
      result.current.formProps.onSubmit({
        preventDefault: () => {},
        currentTarget: form,
      } as unknown as FormEvent<HTMLFormElement>),
    );
    await waitFor(() => expect(result.current.field('email').error).toBe(leadMessages.emailRequired));
    expect(fetchMock).not.toHaveBeenCalled();
    form.remove();
  });

  it('takes only the names the kind’s schema has, so a misspelt one fails the typecheck', () => {
    const { result } = renderHook(() => useLeadForm('quote', { labels: leadFieldLabels.quote, onSent }));
    // @ts-expect-error The quote form has `fullName`, not `fulName`.
    result.current.field('fulName');
    // @ts-expect-error `terms` is the contact form's tick; the quote form's is `agreed`.
    result.current.field('terms');
    // @ts-expect-error The newsletter's labels must name its `email`.
    renderHook(() => useLeadForm('newsletter', { labels: { mail: 'Email address' }, onSent }));
    expect(result.current.field('agreed').name).toBe('agreed');
  });
});
