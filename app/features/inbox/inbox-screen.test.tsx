// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { StaffQueries } from '#app/components/staff/staff-queries.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import type { InboxList, LeadDetail, LeadSummary } from '#contract/inbox.ts';
import { assignmentMessages, assignmentSchema } from '#contract/inbox-assignment.ts';
import { type InboxOverview, weeklyRecord } from '#contract/inbox-overview.ts';
import { leadLimits } from '#contract/lead-fields.ts';
import type { ReplyTemplate } from '#contract/reply-templates.ts';
import * as api from './inbox-api.ts';
import { Inbox } from './inbox-screen.tsx';

vi.mock('./inbox-api.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  return {
    filterQuery: actual.filterQuery,
    fetchInboxPage: vi.fn(),
    fetchLead: vi.fn(),
    changeLeadStatus: vi.fn(),
    erasePersonalData: vi.fn(),
    fetchAssignees: vi.fn(),
    assignLead: vi.fn(),
    replyToLead: vi.fn(),
    fetchInboxOverview: vi.fn(),
    assessSafetyCase: vi.fn(),
    fetchReplyTemplates: vi.fn(),
    saveReplyTemplate: vi.fn(),
    deleteReplyTemplate: vi.fn(),
  };
});

const mocked = vi.mocked(api);

const owner: StaffMember = { accountId: 'acc-anita', displayName: 'Anita Rao', roles: ['owner'] };
const anita = { id: 'acc-anita', displayName: 'Anita Rao' };

const noUnread = {
  quote: 0,
  contact: 0,
  newsletter: 0,
  'adverse-event': 0,
  'medical-info': 0,
  distributor: 0,
};

function lead(id: number, extra: Partial<LeadDetail> = {}): LeadDetail {
  return {
    id,
    unread: false,
    reference: `Q-2026-${String(id).padStart(8, '0')}`,
    kind: 'quote',
    status: 'new',
    name: `Buyer ${id}`,
    email: `buyer${id}@example.in`,
    summary: 'Pulse Oximeter × 40',
    createdAt: '2026-11-25T04:30:00.000Z',
    fields: { fullName: `Buyer ${id}`, productName: 'Pulse Oximeter', quantity: 40 },
    history: [],
    assignments: [],
    thread: [],
    ...extra,
  };
}

function summary({ fields, history, assignments, thread, safetyCase, consentAt, ...rest }: LeadDetail) {
  void [fields, history, assignments, thread, safetyCase, consentAt];
  return rest satisfies LeadSummary;
}

const page = (items: LeadDetail[], nextCursor: string | null = null, total = items.length): InboxList => ({
  items: items.map(summary),
  nextCursor,
  total,
  unread: { ...noUnread, quote: items.filter((item) => item.unread).length },
});

function overview(newQuotes: number): InboxOverview {
  const generatedAt = '2026-11-28T10:00:00.000Z';
  const weeks = weeklyRecord([], new Date(generatedAt));
  weeks[weeks.length - 1] = { ...weeks.at(-1)!, received: newQuotes, medianFirstReplyMinutes: 200 };
  return {
    generatedAt,
    kinds: [{ kind: 'quote', new: newQuotes, overdue: 0 }],
    promise: { due: 4, answeredInTime: 3 },
    weeks,
  };
}

const template: ReplyTemplate = {
  id: 1,
  kind: 'quote',
  name: 'Prices',
  body: 'Dear {name}, about {reference}.',
  updatedAt: '2026-11-20T00:00:00.000Z',
};

function renderInbox(onSessionExpired = vi.fn()) {
  render(
    <StaffQueries onSessionExpired={onSessionExpired}>
      <Inbox staff={owner} onLock={vi.fn(async () => undefined)} />
    </StaffQueries>,
  );
  return { onSessionExpired };
}

const submissions = () => screen.getByRole('list', { name: 'Submissions' });
const overviewRegion = () => screen.getByRole('region', { name: 'Overview' });

beforeEach(() => {
  mocked.fetchInboxPage.mockResolvedValue(page([lead(1, { unread: true }), lead(2)]));
  mocked.fetchInboxOverview.mockResolvedValue(overview(2));
  mocked.fetchReplyTemplates.mockResolvedValue([template]);
  mocked.fetchAssignees.mockResolvedValue([anita]);
  mocked.fetchLead.mockImplementation(async (id) => lead(id));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the inbox list', () => {
  it('shows the submissions, their total and the unread counts', async () => {
    renderInbox();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await within(submissions()).findByText('Q-2026-00000001')).toBeInTheDocument();
    expect(within(submissions()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 submissions')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Unread' })).toHaveTextContent('Quote request: 1 unread');
  });

  it('says there are none when the answer is empty', async () => {
    mocked.fetchInboxPage.mockResolvedValue(page([]));
    renderInbox();
    expect(await screen.findByText('0 submissions')).toBeInTheDocument();
    expect(within(submissions()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows the message of a failed read', async () => {
    mocked.fetchInboxPage.mockRejectedValue(new ApiError('Failed to load submissions', { status: 403 }));
    const { onSessionExpired } = renderInbox();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Failed to load submissions',
      ),
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session when the server answers 401', async () => {
    mocked.fetchInboxPage.mockRejectedValue(new ApiError('Sign in again', { status: 401 }));
    const { onSessionExpired } = renderInbox();
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalled());
  });

  it('adds the next page under the first with Show more', async () => {
    mocked.fetchInboxPage.mockImplementation(async (_filter, cursor) =>
      cursor === '2' ? page([lead(3)], null, 3) : page([lead(1), lead(2)], '2', 3),
    );
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await within(submissions()).findByText('Q-2026-00000003');
    expect(within(submissions()).getAllByRole('listitem')).toHaveLength(3);
    expect(mocked.fetchInboxPage).toHaveBeenLastCalledWith(expect.anything(), '2', expect.anything());
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('reads the list with the filter applied, and again when the same filter is applied again', async () => {
    renderInbox();
    await within(submissions()).findByText('Q-2026-00000001');
    await userEvent.type(screen.getByLabelText(/^Search/), 'Buyer 2');
    mocked.fetchInboxPage.mockResolvedValue(page([lead(2)]));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(submissions()).getAllByRole('listitem')).toHaveLength(1));
    expect(mocked.fetchInboxPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: 'Buyer 2' }),
      undefined,
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/inbox.csv?q=Buyer+2',
    );
    const reads = mocked.fetchInboxPage.mock.calls.length;
    mocked.fetchInboxPage.mockResolvedValue(page([]));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('0 submissions');
    expect(mocked.fetchInboxPage.mock.calls.length).toBe(reads + 1);
  });
});

describe('the overview', () => {
  it('shows what waits and the promise kept', async () => {
    renderInbox();
    const table = await within(overviewRegion()).findByRole('table', { name: 'Waiting, by kind' });
    expect(within(table).getByRole('row', { name: /Quote request/ })).toHaveTextContent('Quote request20');
    expect(overviewRegion()).toHaveTextContent('Answered within 24 hours, last 30 days: 75% (3 of 4).');
  });

  it('shows the message of a failed read instead of the loading line', async () => {
    mocked.fetchInboxOverview.mockRejectedValue(new ApiError('Failed to load the overview', { status: 403 }));
    renderInbox();
    expect(within(overviewRegion()).getByText('Loading the overview…')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(overviewRegion()).getByRole('alert')).toHaveTextContent('Failed to load the overview'),
    );
    expect(within(overviewRegion()).queryByText('Loading the overview…')).not.toBeInTheDocument();
  });
});

/** Opens the first submission of the list and answers its detail region. */
async function openFirst() {
  await userEvent.click(await within(submissions()).findByRole('button', { name: /Q-2026-00000001/ }));
  return screen.findByRole('region', { name: /Q-2026-00000001/ });
}

describe('the chosen submission', () => {
  it('shows its fields, and the message of a failed read', async () => {
    renderInbox();
    const detail = await openFirst();
    expect(detail).toHaveTextContent('Pulse Oximeter');
    expect(mocked.fetchLead).toHaveBeenCalledWith(1, expect.anything());

    mocked.fetchLead.mockRejectedValue(new ApiError('This submission does not exist.', { status: 404 }));
    await userEvent.click(within(submissions()).getByRole('button', { name: /Q-2026-00000002/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'This submission does not exist.',
      ),
    );
  });

  it('saves a status change, shows it in the history, and reads the list and the overview again', async () => {
    renderInbox();
    const detail = await openFirst();
    await screen.findByText('Answered within 24 hours, last 30 days: 75% (3 of 4).');
    const listReads = mocked.fetchInboxPage.mock.calls.length;
    const overviewReads = mocked.fetchInboxOverview.mock.calls.length;
    let answer!: (item: LeadDetail) => void;
    mocked.changeLeadStatus.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    mocked.fetchInboxPage.mockResolvedValue(page([lead(1, { status: 'in-progress' }), lead(2)]));
    mocked.fetchInboxOverview.mockResolvedValue(overview(1));

    const form = within(detail).getByRole('form', { name: 'Change status' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Status/ }), 'in-progress');
    await userEvent.type(within(form).getByLabelText(/^Note/), 'Called back');
    await userEvent.click(within(form).getByRole('button', { name: 'Save status' }));
    expect(within(form).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(mocked.changeLeadStatus).toHaveBeenCalledWith(1, { status: 'in-progress', note: 'Called back' });
    answer(
      lead(1, {
        status: 'in-progress',
        history: [{ at: '2026-11-25T06:00:00.000Z', from: 'new', to: 'in-progress', note: 'Called back' }],
      }),
    );
    expect(await within(detail).findByText(/New → In progress \(Called back\)/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save status' })).toBeEnabled();
    await waitFor(() => expect(mocked.fetchInboxPage.mock.calls.length).toBeGreaterThan(listReads));
    await waitFor(() => expect(mocked.fetchInboxOverview.mock.calls.length).toBeGreaterThan(overviewReads));
    await waitFor(() => expect(submissions()).toHaveTextContent('In progress'));
    await waitFor(() => expect(overviewRegion()).toHaveTextContent('Quote request10'));
  });

  it('shows a refused status change beside the form', async () => {
    renderInbox();
    const detail = await openFirst();
    mocked.changeLeadStatus.mockRejectedValue(new ApiError('Failed to save the status', { status: 409 }));
    const form = within(detail).getByRole('form', { name: 'Change status' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save status' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to save the status');
  });

  it('ends the session when a change is answered 401', async () => {
    const { onSessionExpired } = renderInbox();
    const detail = await openFirst();
    mocked.changeLeadStatus.mockRejectedValue(new ApiError('Sign in again', { status: 401 }));
    await userEvent.click(within(detail).getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
  });
});

describe('the assignment', () => {
  it('assigns the submission to the one signed in, and the list reads it again', async () => {
    renderInbox();
    const detail = await openFirst();
    const assignment = within(detail).getByRole('region', { name: 'Assigned to' });
    expect(within(assignment).getByRole('status')).toHaveTextContent('Nobody yet');
    const listReads = mocked.fetchInboxPage.mock.calls.length;
    const assigned = lead(1, {
      assignee: anita,
      assignments: [{ at: '2026-11-25T05:00:00.000Z', from: null, to: anita, by: anita }],
    });
    mocked.assignLead.mockResolvedValue(assigned);
    mocked.fetchInboxPage.mockResolvedValue(page([assigned, lead(2)]));
    await userEvent.click(await within(assignment).findByRole('button', { name: 'Assign to me' }));
    expect(mocked.assignLead).toHaveBeenCalledWith(1, 'acc-anita');
    await waitFor(() => expect(within(assignment).getByRole('status')).toHaveTextContent('Anita Rao (you)'));
    expect(detail).toHaveTextContent('Anita Rao assigned it to themselves');
    await waitFor(() => expect(mocked.fetchInboxPage.mock.calls.length).toBeGreaterThan(listReads));
    await waitFor(() => expect(submissions()).toHaveTextContent('Assigned to you'));
  });

  it('asks for a member of staff before assigning, and shows a refusal', async () => {
    renderInbox();
    const detail = await openFirst();
    const assignment = within(detail).getByRole('region', { name: 'Assigned to' });
    const form = within(assignment).getByRole('form', { name: 'Assign to a member of staff' });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Assign' })).toBeEnabled());
    await userEvent.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(within(assignment).getByRole('alert')).toHaveTextContent(assignmentMessages.accountRequired);
    expect(mocked.assignLead).not.toHaveBeenCalled();

    mocked.assignLead.mockRejectedValue(new ApiError('Failed to assign the submission', { status: 403 }));
    await userEvent.click(within(assignment).getByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(within(assignment).getByRole('alert')).toHaveTextContent('Failed to assign the submission'),
    );
  });
});

describe('the replies', () => {
  it('sends a reply started from a template, shows it in the thread, and the list reads it again', async () => {
    renderInbox();
    const detail = await openFirst();
    const replies = within(detail).getByRole('region', { name: 'Replies' });
    const form = within(replies).getByRole('form', { name: 'Reply to the visitor' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(within(form).getByLabelText(/Your reply/)).toHaveAccessibleDescription(
      'Write the reply before sending it.',
    );
    expect(mocked.replyToLead).not.toHaveBeenCalled();

    await userEvent.selectOptions(await within(form).findByLabelText(/Start from a template/), 'Prices');
    expect(within(form).getByLabelText(/Your reply/)).toHaveValue('Dear Buyer 1, about Q-2026-00000001.');
    const listReads = mocked.fetchInboxPage.mock.calls.length;
    const replied = lead(1, {
      firstReplyAt: '2026-11-25T05:00:00.000Z',
      thread: [
        {
          at: '2026-11-25T05:00:00.000Z',
          from: 'staff',
          author: anita,
          body: 'Dear Buyer 1, about Q-2026-00000001.',
          mailed: true,
        },
      ],
    });
    mocked.replyToLead.mockResolvedValue({ item: replied, mailedTo: 'buyer1@example.in' });
    mocked.fetchInboxPage.mockResolvedValue(page([replied, lead(2)]));
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText('Reply sent: it is on its way to buyer1@example.in.')).toBeVisible();
    expect(mocked.replyToLead).toHaveBeenCalledWith(1, 'Dear Buyer 1, about Q-2026-00000001.', undefined);
    expect(within(form).getByLabelText(/Your reply/)).toHaveValue('');
    expect(within(replies).getAllByRole('listitem')).toHaveLength(1);
    expect(replies).toHaveTextContent('Anita Rao, mailed');
    await waitFor(() => expect(mocked.fetchInboxPage.mock.calls.length).toBeGreaterThan(listReads));
    await waitFor(() => expect(submissions()).toHaveTextContent('Replied'));
  });

  it('shows the server’s word on the reply beside its box', async () => {
    renderInbox();
    const detail = await openFirst();
    const form = within(detail).getByRole('form', { name: 'Reply to the visitor' });
    mocked.replyToLead.mockRejectedValue(
      new ApiError('Invalid reply', { status: 422, fields: { body: 'The reply holds characters.' } }),
    );
    await userEvent.type(within(form).getByLabelText(/Your reply/), 'Hello');
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Your reply/)).toHaveAccessibleDescription(
        'The reply holds characters.',
      ),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('');

    mocked.replyToLead.mockRejectedValue(new ApiError('Failed to send the reply', { status: 503 }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('Failed to send the reply'),
    );
    expect(mocked.replyToLead).toHaveBeenCalledTimes(2);
  });
});

describe('the reply templates', () => {
  it('adds a template, which the open reply form offers at once', async () => {
    renderInbox();
    const detail = await openFirst();
    const panel = screen.getByRole('region', { name: 'Reply templates' });
    expect(await within(panel).findByText('Prices')).toBeInTheDocument();
    const added: ReplyTemplate = { ...template, id: 2, name: 'Samples', body: 'Samples for {name}.' };
    mocked.saveReplyTemplate.mockResolvedValue(added);
    mocked.fetchReplyTemplates.mockResolvedValue([template, added]);
    const form = within(panel).getByRole('form', { name: 'Add a template' });
    await userEvent.type(within(form).getByLabelText(/Template name/), 'Samples');
    await userEvent.type(within(form).getByLabelText(/Template text/), 'Samples for {{name}.');
    await userEvent.click(within(form).getByRole('button', { name: 'Add template' }));
    expect(await within(panel).findByText('Added “Samples”.')).toBeInTheDocument();
    expect(mocked.saveReplyTemplate).toHaveBeenCalledWith(
      { kind: 'quote', name: 'Samples', body: 'Samples for {name}.' },
      undefined,
    );
    const reply = within(detail).getByRole('form', { name: 'Reply to the visitor' });
    await waitFor(() => expect(within(reply).getByRole('option', { name: 'Samples' })).toBeInTheDocument());
  });

  it('shows a refused template beside its fields', async () => {
    renderInbox();
    const panel = screen.getByRole('region', { name: 'Reply templates' });
    await within(panel).findByText('Prices');
    mocked.saveReplyTemplate.mockRejectedValue(
      new ApiError('Check the template', { status: 422, fields: { name: 'Give the template a name.' } }),
    );
    const form = within(panel).getByRole('form', { name: 'Add a template' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add template' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Template name/)).toHaveAccessibleDescription(
        'Give the template a name.',
      ),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Check the template');
  });
});

describe('the erasure', () => {
  it('erases an address’s submissions and reads the list and the overview again', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderInbox();
    await within(submissions()).findByText('Q-2026-00000002');
    await screen.findByText('Answered within 24 hours, last 30 days: 75% (3 of 4).');
    const overviewReads = mocked.fetchInboxOverview.mock.calls.length;
    mocked.erasePersonalData.mockResolvedValue({
      erased: 1,
      anonymised: 0,
      recallSubscriptions: 0,
      unsentMails: 0,
    });
    mocked.fetchInboxPage.mockResolvedValue(page([lead(1)]));
    const form = screen.getByRole('form', { name: 'Erase personal data' });
    await userEvent.type(within(form).getByLabelText(/Erase a person's data/), 'buyer2@example.in');
    await userEvent.click(within(form).getByRole('button', { name: 'Erase' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      "Erased 1 submissions; removed the reporter's details from 0 adverse-event reports.",
    );
    expect(mocked.erasePersonalData).toHaveBeenCalledWith('buyer2@example.in');
    await waitFor(() => expect(within(submissions()).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(mocked.fetchInboxOverview.mock.calls.length).toBeGreaterThan(overviewReads));
  });
});

describe('the fields the contract’s schemas bind', () => {
  it('limits the search to the length the list’s query takes', async () => {
    renderInbox();
    await within(submissions()).findByText('Q-2026-00000001');
    const form = screen.getByRole('form', { name: 'Filter submissions' });
    expect(within(form).getByLabelText(/^Search/)).toHaveAttribute('maxlength', '200');
    for (const name of [/^Kind/, /^Status/, /^Assigned/, /^Reply/])
      expect(within(form).getByRole('combobox', { name })).not.toBeRequired();
  });

  it('requires the address to erase, no longer than an address the forms take', async () => {
    renderInbox();
    const form = screen.getByRole('form', { name: 'Erase personal data' });
    const address = within(form).getByLabelText(/^Erase a person's data/);
    expect(address).toBeRequired();
    expect(address).toHaveAttribute('maxlength', String(leadLimits.emailMax));
    await userEvent.click(within(form).getByRole('button', { name: 'Erase' }));
    expect(address).toBeInvalid();
    expect(mocked.erasePersonalData).not.toHaveBeenCalled();
  });

  it('requires the member of staff to assign to, and checks it with the contract’s message', async () => {
    renderInbox();
    const detail = await openFirst();
    const form = within(detail).getByRole('form', { name: 'Assign to a member of staff' });
    expect(within(form).getByRole('combobox', { name: /^Assign to/ })).toBeRequired();
    expect(form).toHaveAttribute('novalidate');
  });

  it('takes only the names of the schema’s fields', () => {
    expect(staffFormFields(assignmentSchema, { accountId: 'Assign to' }, {})('accountId').required).toBe(
      true,
    );
    // @ts-expect-error the assignment's body names its field accountId
    staffFormFields(assignmentSchema, { accountID: 'Assign to' }, {});
  });
});
