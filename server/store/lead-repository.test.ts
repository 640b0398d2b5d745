import { beforeAll, expect, it } from 'vitest';
import type { InboxFilter } from '#contract/inbox.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

/**
 * The inbox search through the trigram index (FTS5 on SQLite, pg_trgm on PostgreSQL): what it
 * finds must be what a plain "contains" finds, whatever the text, the filters and later changes.
 */
describeForEachEngine('inbox search', (engine) => {
  const suite = useSuiteStore(engine);
  const references: Record<string, string> = {};

  beforeAll(async () => {
    const leads = suite.store.leads;
    const quote = (fullName: string, email: string, requirements: string) =>
      leads.create({
        kind: 'quote',
        fields: { fullName, email, productName: 'Pulse Oximeter', quantity: 40, requirements, agreed: true },
        notify: false,
      });
    references.asha = (await quote('Asha Rao', 'asha@example.in', 'Delivery to Hyderabad')).reference;
    references.percent = (
      await quote('Vikram Shah', 'vikram@example.in', 'Discount 100% "net" (1_000 units)')
    ).reference;
    references.hindi = (await quote('Meena Iyer', 'meena@example.in', 'डिलीवरी हैदराबाद में')).reference;
    references.contact = (
      await leads.create({
        kind: 'contact',
        fields: {
          name: 'Ravi Kumar',
          email: 'ravi@example.in',
          subject: 'Stockist in Hyderabad',
          message: 'Call me.',
          terms: true,
        },
        notify: false,
      })
    ).reference;
  });

  const found = async (filter: InboxFilter) => {
    const page = await suite.store.leads.list(filter, 10);
    expect(page.total).toBe(page.items.length);
    return page.items.map((item) => item.reference).sort();
  };

  it('finds a part of any field, in any case, and counts what it finds', async () => {
    expect(await found({ q: 'HYDERABAD' })).toEqual([references.asha, references.contact].sort());
    expect(await found({ q: 'hyderabad', kind: 'contact' })).toEqual([references.contact]);
    expect(await found({ q: 'hyderabad', status: 'handled' })).toEqual([]);
    expect(await found({ q: 'sha@exam' })).toEqual([references.asha]);
    expect(await found({ q: 'हैदराबाद' })).toEqual([references.hindi]);
    expect(await found({ q: references.percent!.toLowerCase() })).toEqual([references.percent]);
    // A part of a reference is found through the search text, which holds the reference too.
    expect(await found({ q: references.asha!.slice(2) })).toEqual([references.asha]);
  });

  it('takes %, _, quotes and searches shorter than three characters literally', async () => {
    expect(await found({ q: '100%' })).toEqual([references.percent]);
    expect(await found({ q: '1_0' })).toEqual([references.percent]);
    expect(await found({ q: '"net"' })).toEqual([references.percent]);
    expect(await found({ q: '%' })).toEqual([references.percent]);
    // Two letters no reference can hold (references have no I, L, O or U), so only the fields match.
    expect(await found({ q: 'ao' })).toEqual([references.asha]);
    expect(await found({ q: 'uu' })).toEqual([]);
  });

  it('follows erasure and deletion', async () => {
    const leads = suite.store.leads;
    const erasable = await leads.create({
      kind: 'contact',
      fields: {
        name: 'Sunita Erase',
        email: 'sunita@example.in',
        subject: 'Samples',
        message: 'Please.',
        terms: true,
      },
      notify: false,
    });
    expect(await found({ q: 'sunita erase' })).toEqual([erasable.reference]);
    await leads.erase('sunita@example.in');
    expect(await found({ q: 'sunita erase' })).toEqual([]);
    expect(await found({ q: 'samples' })).toEqual([]);

    const report = await leads.create({
      kind: 'adverse-event',
      fields: {
        reporterName: 'Lakshmi Devi',
        reporterEmail: 'lakshmi@example.in',
        reporterType: 'patient',
        productName: 'AllerClear',
        description: 'Rash after the second tablet.',
        startedOn: '2026-11-01',
        seriousness: 'medical-care',
        consentToContact: true,
      },
      notify: false,
    });
    await leads.erase('lakshmi@example.in');
    // The report is kept for drug safety and still found by what happened, not by the reporter.
    expect(await found({ q: 'rash after' })).toEqual([report.reference]);
    expect(await found({ q: 'lakshmi' })).toEqual([]);
  });
});
