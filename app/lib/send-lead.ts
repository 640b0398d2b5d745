import { leadFieldErrors, submissionEndpoints } from '#contract/leads.ts';
import type { LeadKind } from '#contract/lead-fields.ts';
import { siteConfig } from './site-config.ts';

export const unreachableMessage = `We could not reach our server. Check your connection and try again, or call us on ${siteConfig.phone.display}.`;

export type SendOutcome =
  { reference: string } | { fields: Record<string, string>; checkedHere: boolean } | { error: string };

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
): Promise<SendOutcome> {
  const endpoint = submissionEndpoints[kind];
  const parsed = endpoint.schema.body.safeParse(typed);
  if (!parsed.success) return { fields: leadFieldErrors(parsed.error), checkedHere: true };
  onChecked();
  const started = performance.now();
  const outcome = await fetch(endpoint.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(parsed.data),
  }).then(
    async (response) => ({
      status: response.status,
      body: (await response.json().catch(() => ({}))) as {
        reference?: string;
        error?: string;
        fields?: Record<string, string>;
      },
    }),
    () => undefined,
  );
  const remaining = minimumBusyMs - (performance.now() - started);
  if (remaining > 0) await wait(remaining);
  if (outcome?.status === 201 && outcome.body.reference) return { reference: outcome.body.reference };
  if (outcome?.body.fields) return { fields: outcome.body.fields, checkedHere: false };
  return { error: outcome?.body.error ?? unreachableMessage };
}
