import { fieldErrors } from '#contract/api-error.ts';
import type { LeadKind } from '#contract/lead-fields.ts';
import { submissionEndpoints } from '#contract/submissions.ts';
import type { VisitorLanguage } from '#contract/visitor-language.ts';
import { callEndpoint, isApiError } from './api-client.ts';
import { siteConfig } from './site-config.ts';

export const unreachableMessage = `We could not reach our server. Check your connection and try again, or call us on ${siteConfig.phone.display}.`;

/** What the company answered for a submission it has: its reference and the private page to follow it. */
export interface SentLead {
  reference: string;
  /** `/requests/{reference}#{token}`; absent for a newsletter sign-up. */
  requestPath?: string;
}

export type SendOutcome =
  SentLead | { fields: Record<string, string>; checkedHere: boolean } | { error: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks a form's values against the contract, then sends them as JSON, taking at least
 * `minimumBusyMs`. Loaded when a form is first sent, with the schemas, so no page pays for it upfront.
 */
export async function sendLead(
  kind: LeadKind,
  typed: Record<string, unknown>,
  minimumBusyMs: number,
  onChecked: () => void,
  /** The page's language: the mails to the visitor are written in it. */
  language: VisitorLanguage = 'en',
): Promise<SendOutcome> {
  const endpoint = submissionEndpoints[kind];
  const parsed = endpoint.body.safeParse(typed);
  if (!parsed.success) return { fields: fieldErrors(parsed.error), checkedHere: true };
  onChecked();
  const started = performance.now();
  const outcome: SendOutcome = await callEndpoint(endpoint, {
    body: parsed.data,
    ...(language === 'en' ? {} : { query: { lang: language } }),
    failure: 'Not sent',
  }).then(
    (answer) => ({
      reference: answer.reference,
      ...(answer.requestPath ? { requestPath: answer.requestPath } : {}),
    }),
    (error: unknown) => {
      if (isApiError(error) && error.fields) return { fields: { ...error.fields }, checkedHere: false };
      // A refusal (429, 413…) says why in words for the visitor; a failure of ours or the network gets the phone.
      if (isApiError(error) && error.status >= 400 && error.status < 500) return { error: error.message };
      return { error: unreachableMessage };
    },
  );
  const remaining = minimumBusyMs - (performance.now() - started);
  if (remaining > 0) await wait(remaining);
  return outcome;
}
