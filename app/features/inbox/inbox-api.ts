/** The inbox endpoints as the inbox screen calls them, through the one API client. */
import { callEndpoint } from '#app/lib/api-client.ts';
import type { EndpointRequestBody } from '#contract/endpoint.ts';
import { inboxEndpoints, type InboxList, type LeadDetail, type StaffMemberRef } from '#contract/inbox.ts';
import { inboxAssignmentEndpoints } from '#contract/inbox-assignment.ts';
import { type InboxOverview, inboxOverviewEndpoints } from '#contract/inbox-overview.ts';
import { inboxReplyEndpoints } from '#contract/inbox-replies.ts';
import type { Quotation } from '#contract/quotation.ts';
import { type ReplyTemplate, replyTemplateEndpoints } from '#contract/reply-templates.ts';
import { safetyCaseEndpoints } from '#contract/safety-case-assessment.ts';
import type { LeadKind } from '#contract/lead-fields.ts';

const { list, detail, update, erase } = inboxEndpoints;
const { assign, unassign, assignees } = inboxAssignmentEndpoints;

/** What the staff filter by; an empty value is no filter. */
export interface InboxFilter {
  kind: string;
  status: string;
  /** `mine`, `unassigned`, or empty for anyone. */
  assignee: string;
  /** `overdue`, or empty for any. */
  reply: string;
  q: string;
}

/** The filter as query parameters, for the list and the CSV link. */
export function filterQuery(filter: InboxFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return params.toString();
}

export function fetchInboxPage(
  filter: InboxFilter,
  cursor?: string,
  signal?: AbortSignal,
): Promise<InboxList> {
  return callEndpoint(list, {
    query: {
      kind: filter.kind,
      status: filter.status,
      assignee: filter.assignee,
      reply: filter.reply,
      q: filter.q,
      cursor,
    },
    signal,
    failure: 'Failed to load submissions',
  });
}

export async function fetchLead(id: number, signal?: AbortSignal): Promise<LeadDetail> {
  const answer = await callEndpoint(detail, {
    params: { id },
    signal,
    failure: 'Failed to load the submission',
  });
  return answer.item;
}

export async function changeLeadStatus(
  id: number,
  change: EndpointRequestBody<typeof update>,
): Promise<LeadDetail> {
  const answer = await callEndpoint(update, {
    params: { id },
    body: change,
    failure: 'Failed to save the status',
  });
  return answer.item;
}

export function erasePersonalData(email: string) {
  return callEndpoint(erase, { query: { email }, failure: 'Failed to erase the data' });
}

/** The staff a submission of this kind can be assigned to. */
export async function fetchAssignees(kind: LeadKind, signal?: AbortSignal): Promise<StaffMemberRef[]> {
  const answer = await callEndpoint(assignees, {
    query: { kind },
    signal,
    failure: 'Failed to load the staff to assign it to',
  });
  return answer.accounts;
}

/** Assigns the submission to the account, or to nobody (null). */
export async function assignLead(id: number, accountId: string | null): Promise<LeadDetail> {
  const answer =
    accountId === null
      ? await callEndpoint(unassign, { params: { id }, failure: 'Failed to unassign the submission' })
      : await callEndpoint(assign, {
          params: { id },
          body: { accountId },
          failure: 'Failed to assign the submission',
        });
  return answer.item;
}

/** Answers the visitor; `mailedTo` is null when the server has no mail server and kept it unmailed. */
export function replyToLead(
  id: number,
  body: string,
  quotation?: Quotation,
): Promise<{ item: LeadDetail; mailedTo: string | null }> {
  return callEndpoint(inboxReplyEndpoints.reply, {
    params: { id },
    body: { body, ...(quotation ? { quotation } : {}) },
    failure: 'Failed to send the reply',
  });
}

export function fetchInboxOverview(signal?: AbortSignal): Promise<InboxOverview> {
  return callEndpoint(inboxOverviewEndpoints.overview, { signal, failure: 'Failed to load the overview' });
}

/** Records drug safety's assessment of an adverse-event report. */
export async function assessSafetyCase(
  id: number,
  assessment: EndpointRequestBody<typeof safetyCaseEndpoints.assess>,
): Promise<LeadDetail> {
  const answer = await callEndpoint(safetyCaseEndpoints.assess, {
    params: { id },
    body: assessment,
    failure: 'Failed to save the case',
  });
  return answer.item;
}

export async function fetchReplyTemplates(signal?: AbortSignal): Promise<ReplyTemplate[]> {
  const answer = await callEndpoint(replyTemplateEndpoints.list, {
    signal,
    failure: 'Failed to load the reply templates',
  });
  return answer.templates;
}

type TemplateInput = EndpointRequestBody<typeof replyTemplateEndpoints.create>;

/** Adds a template, or changes the one with this id. */
export async function saveReplyTemplate(input: TemplateInput, id?: number): Promise<ReplyTemplate> {
  const answer =
    id === undefined
      ? await callEndpoint(replyTemplateEndpoints.create, {
          body: input,
          failure: 'Failed to add the template',
        })
      : await callEndpoint(replyTemplateEndpoints.update, {
          params: { id },
          body: input,
          failure: 'Failed to save the template',
        });
  return answer.template;
}

export async function deleteReplyTemplate(id: number): Promise<void> {
  await callEndpoint(replyTemplateEndpoints.remove, {
    params: { id },
    failure: 'Failed to delete the template',
  });
}
