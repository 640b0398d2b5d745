import { type FormEvent, use, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type LeadKind, submissionPaths } from '#contract/lead-fields.ts';
import type { FieldConstraint } from '#contract/field-constraints.ts';
import { type BoundLeadFieldName, leadFieldConstraints } from '#contract/lead-field-constraints.ts';
import { useHydrated } from './use-hydrated.ts';
import type { SentLead } from './send-lead.ts';
import { MessagesContext } from '#languages/messages.ts';
import { localiseFieldErrors, localiseLeadMessage } from '#languages/lead-messages.ts';

export interface LeadFormOptions<Kind extends LeadKind> {
  /** The fields' labels in the page's language. */
  labels: Readonly<Record<BoundLeadFieldName<Kind>, string>> | ((name: BoundLeadFieldName<Kind>) => string);
  /** The shortest time the busy state shows (SPEC's 1 s 'Sending...', 1.5 s 'Processing...'). */
  minimumBusyMs?: number;
  /** Told the reference (and private page) once the company has the submission; the form is the one that was sent. */
  onSent: (sent: SentLead, form: HTMLFormElement) => void;
}

/**
 * A field as its form's contract describes it, named once: its label, whether it must be filled
 * in, its error, and its control's name and longest text (form.tsx's BoundField draws it).
 */
export interface FieldBinding<Name extends string = string> {
  label: string;
  required: boolean;
  error: string | undefined;
  name: Name;
  maxLength: number | undefined;
}

/** The first control, in the page's order, that has an error. */
function focusFirstInvalid(form: HTMLFormElement, fields: Record<string, string>) {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && fields[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/**
 * One way to send every public form. The form is a real `<form method="post">` to its endpoint, so
 * before the page's script runs, or without it, the browser posts it and the server answers with
 * the confirmation page. Once hydrated, a submit is checked against the contract's schema (loaded on
 * first use), sent as JSON, and its reference handed to `onSent`; errors show beside their fields.
 * `field(name)` binds one of the kind's fields (a name its schema does not have fails the typecheck)
 * to its FormField and control: label, `required`, error, name and maxLength.
 */
export function useLeadForm<Kind extends LeadKind>(kind: Kind, options: LeadFormOptions<Kind>) {
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const mounted = useRef(true);
  const { url } = submissionPaths[kind];
  // On a translated page the contract's messages show in its language, and a form posted without
  // script says which language to answer in.
  const { locale, messages } = use(MessagesContext);
  const action = locale === 'en' ? url : `${url}?lang=${locale}`;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const typed: Record<string, unknown> = Object.fromEntries(new FormData(form));
    typed.elapsedMs = Math.round(performance.now());
    sending.current = true;
    try {
      const { sendLead } = await import('./send-lead.ts');
      const outcome = await sendLead(
        kind,
        typed,
        options.minimumBusyMs ?? 0,
        () => {
          setErrors({});
          setFormError(undefined);
          setBusy(true);
        },
        locale,
      );
      if (!mounted.current) return;
      if ('reference' in outcome) {
        options.onSent(outcome, form);
      } else if ('fields' in outcome) {
        flushSync(() => {
          setErrors(localiseFieldErrors(outcome.fields, messages));
          setFormError(undefined);
        });
        focusFirstInvalid(form, outcome.fields);
      } else {
        setFormError(localiseLeadMessage(outcome.error, messages));
      }
    } finally {
      sending.current = false;
      if (mounted.current) setBusy(false);
    }
  }

  // Read by a name the binding's type has checked.
  const constraints: Readonly<Record<string, FieldConstraint>> = leadFieldConstraints[kind];
  const { labels } = options;

  function field<Name extends BoundLeadFieldName<Kind>>(name: Name): FieldBinding<Name> {
    const constraint = constraints[name];
    return {
      label: typeof labels === 'function' ? labels(name) : labels[name],
      required: constraint?.required ?? false,
      error: errors[name],
      name,
      maxLength: constraint?.maxLength,
    };
  }

  return {
    formProps: {
      method: 'post',
      action,
      // The browser's own checks until the page's script runs; after that, the contract's messages.
      noValidate: hydrated,
      // A field's error clears as soon as that field is edited. (`input`, not React's `onChange`: an
      // island's runtime follows the DOM, where a form's `change` waits until the field is left.)
      onInput: (event: FormEvent<HTMLFormElement>) => {
        const name = (event.target as HTMLInputElement).name;
        if (name && errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
      },
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    },
    field,
    errors,
    formError,
    busy,
  } as const;
}
