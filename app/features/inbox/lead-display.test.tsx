// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { LeadSummary } from '#contract/inbox.ts';
import { LeadListItem } from './lead-list-item.tsx';
import { LeadTimeline } from './lead-timeline.tsx';

afterEach(cleanup);

const anita = { id: 'acc-anita', displayName: 'Anita Rao' };
const bharat = { id: 'acc-bharat', displayName: 'Bharat Singh' };

const report: LeadSummary = {
  id: 7,
  unread: false,
  reference: 'AE-2026-7K3M9PXD',
  kind: 'adverse-event',
  status: 'new',
  name: 'Lakshmi Devi',
  summary: 'AllerClear: rash on both arms',
  createdAt: '2026-11-25T16:17:00.000Z',
  choices: { reporterType: 'patient', seriousness: 'non-serious' },
};

describe('an inbox list item', () => {
  it('shows the chosen values by their form labels, the time in IST and who has it', () => {
    render(<LeadListItem item={report} selected={false} accountId="acc-anita" onSelect={vi.fn()} />);
    const item = screen.getByRole('button');
    expect(item).toHaveTextContent('You are: Patient or family member · How serious was it: Not serious');
    expect(item).not.toHaveTextContent('non-serious');
    expect(item).toHaveTextContent('2026-11-25 21:47 IST');
    expect(item).toHaveTextContent('Unassigned');
    cleanup();
    render(
      <LeadListItem
        item={{ ...report, assignee: anita }}
        selected
        accountId="acc-anita"
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Assigned to you');
    cleanup();
    render(
      <LeadListItem item={{ ...report, assignee: anita }} selected accountId={null} onSelect={vi.fn()} />,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Assigned to Anita Rao');
  });
});

describe('the timeline of a submission', () => {
  it('tells status changes and assignments in the order they happened, in IST', () => {
    render(
      <LeadTimeline
        history={[{ at: '2026-11-25T06:00:00.000Z', from: 'new', to: 'in-progress', note: 'Called back' }]}
        assignments={[
          { at: '2026-11-25T05:00:00.000Z', from: null, to: anita, by: anita },
          { at: '2026-11-25T07:00:00.000Z', from: anita, to: bharat, by: null },
          { at: '2026-11-25T08:00:00.000Z', from: bharat, to: null, by: bharat },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2026-11-25 10:30 IST: Anita Rao assigned it to themselves',
      '2026-11-25 11:30 IST: New → In progress (Called back)',
      '2026-11-25 12:30 IST: The admin key reassigned it from Anita Rao to Bharat Singh',
      '2026-11-25 13:30 IST: Bharat Singh unassigned themselves',
    ]);
  });

  it('says when nothing has happened yet', () => {
    render(<LeadTimeline history={[]} assignments={[]} />);
    expect(screen.getByText('No changes yet.')).toBeInTheDocument();
  });
});
