import { expect, it } from 'vitest';
import {
  type MasterProductView,
  productMessages,
  type ProductSummary,
  type ProductVersionView,
} from '#contract/products.ts';
import { accountSessionCookie, call } from '#testing/test-app.ts';
import { describeForEachEngine } from '#testing/test-stores.ts';
import { useProductMasterApp } from '#testing/product-master-app.ts';
import { productNamesOf } from '../store/product-repository.ts';
import { todayInIst } from '#contract/ist-date-time.ts';
import type { ProductLeaflet } from '#catalogue/product-leaflet.ts';

const supplement = 'heartguard-coq10';
const prescription = 'cardiohealth-plus';

describeForEachEngine('the product master API', (engine) => {
  const master = useProductMasterApp(engine, {
    editor: ['catalogue'],
    doctor: ['medical'],
    seller: ['sales'],
  });
  const { suite, cookies } = master;

  const as = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    call(master.app, { method, url, headers: { cookie: cookies[who]! }, ...(payload && { payload }) });
  const read = async (slug: string) =>
    (await as('editor', 'GET', `/api/products/${slug}`)).body as { product: MasterProductView };
  /** A draft of the live product with `change` made to its English fields and translations. */
  const draftOf = async (
    slug: string,
    change: (record: Record<string, unknown>) => object,
    translations?: object,
  ) => {
    const { product } = await read(slug);
    const { id: _id, slug: _slug, pack: _pack, icon: _icon, colour: _colour, ...record } = product.record;
    return {
      baseVersion: product.version,
      record: change(record),
      translations: translations ?? product.translations,
    };
  };
  const save = (slug: string, draft: object, who = 'editor') =>
    as(who, 'PUT', `/api/products/${slug}/draft`, draft);
  const publish = (slug: string, who = 'editor') =>
    as(who, 'POST', `/api/products/${slug}/draft/publication`);
  const approve = (slug: string, who = 'doctor') => as(who, 'POST', `/api/products/${slug}/draft/approval`);

  it('publishes a supplement’s new price: a new version, in the history, the draft gone', async () => {
    const saved = await save(
      supplement,
      await draftOf(supplement, (record) => ({ ...record, price: 649.5 })),
    );
    expect(saved.status).toBe(200);
    const { product } = saved.body as { product: MasterProductView };
    expect(product.record.price).toBe(599);
    expect(product.draft).toMatchObject({
      baseVersion: 1,
      record: { price: 649.5 },
      review: { changedFields: ['price'], needsMedicalApproval: false, staleTranslations: [] },
    });
    // The answer names its author by account id, and gives that person's name beside it.
    const { people } = saved.body as { people: Record<string, string> };
    expect(people[product.draft!.author]).toBe('editor');
    const published = await publish(supplement);
    expect(published.status).toBe(200);
    expect((published.body as { product: MasterProductView }).product).toMatchObject({
      version: 2,
      record: { price: 649.5 },
      draft: null,
    });
    const versions = await master.handle.db
      .selectFrom('product_versions')
      .select('version')
      .where('slug', '=', supplement)
      .execute();
    expect(versions.map((row) => Number(row.version)).sort()).toEqual([1, 2]);
    const [entry] = await suite.store.audit.list({ action: 'product.publish' }, { limit: 1 });
    expect(entry).toMatchObject({ recordType: 'product', recordId: supplement });
  });

  it('keeps a prescription product’s medical text a draft until someone else with the medical role approves it', async () => {
    const usage = await draftOf(prescription, (record) => ({
      ...record,
      usage: ['Take only as your doctor prescribes.', ...(record.usage as string[]).slice(1)],
    }));
    usage.translations = {
      te: { ...(usage.translations as { te: object }).te, 'usage.0': 'మీ వైద్యుడు సూచించినట్లే తీసుకోండి.' },
      hi: { ...(usage.translations as { hi: object }).hi, 'usage.0': 'केवल डॉक्टर के बताए अनुसार लें।' },
    };
    const saved = await save(prescription, usage);
    expect((saved.body as { product: MasterProductView }).product.draft?.review.needsMedicalApproval).toBe(
      true,
    );

    expect(await publish(prescription)).toMatchObject({
      status: 409,
      body: { error: productMessages.needsApproval },
    });
    // The catalogue role cannot approve, and the medical role cannot publish.
    expect((await approve(prescription, 'editor')).status).toBe(403);
    expect((await publish(prescription, 'doctor')).status).toBe(403);
    expect((await approve(prescription, 'seller')).status).toBe(403);

    expect((await approve(prescription)).status).toBe(200);
    expect((await publish(prescription)).status).toBe(200);
    expect((await read(prescription)).product.record.usage).toContain('Take only as your doctor prescribes.');
  });

  it('never lets the author approve their own draft', async () => {
    const doctorEditor = await suite.store.staffAccounts.create({
      email: 'both@in.example',
      displayName: 'both',
      roles: ['catalogue', 'medical'],
    });
    const cookie = await accountSessionCookie(suite.store, doctorEditor.id);
    cookies.both = cookie;
    const draft = await draftOf(prescription, (record) => ({ ...record, storage: 'Store below 25 °C.' }), {});
    const saved = await save(prescription, draft, 'both');
    expect(saved.status).toBe(200);
    expect(await approve(prescription, 'both')).toMatchObject({
      status: 409,
      body: { error: productMessages.ownDraft },
    });
  });

  it('marks an English safety text’s translations stale and holds the publication until they are updated', async () => {
    const draft = await draftOf(supplement, (record) => ({
      ...record,
      storage: 'Store below 25 °C, away from light.',
    }));
    const saved = await save(supplement, draft);
    expect((saved.body as { product: MasterProductView }).product.draft?.review.staleTranslations).toEqual([
      { locale: 'te', key: 'storage', blocking: true },
      { locale: 'hi', key: 'storage', blocking: true },
    ]);
    expect(await publish(supplement)).toMatchObject({
      status: 409,
      body: { error: productMessages.staleTranslations },
    });

    const translations = draft.translations as { te: Record<string, string>; hi: Record<string, string> };
    const updated = {
      ...draft,
      translations: {
        te: { ...translations.te, storage: '25 °C లోపు, వెలుతురుకు దూరంగా నిల్వ చేయండి.' },
        hi: { ...translations.hi, storage: '25 °C से कम पर, रोशनी से दूर रखें।' },
      },
    };
    expect((await save(supplement, updated)).status).toBe(200);
    expect((await publish(supplement)).status).toBe(200);
  });

  it('flags words the marketing code restricts, for the approver to weigh', async () => {
    const saved = await save(
      supplement,
      await draftOf(supplement, (record) => ({
        ...record,
        description: 'A new, completely safe formula that cures fatigue.',
      })),
    );
    const claims = (saved.body as { product: MasterProductView }).product.draft?.review.claims ?? [];
    expect(claims.map((claim) => claim.why)).toEqual([
      expect.stringContaining('“safe”'),
      expect.stringContaining('“new”'),
      expect.stringContaining('cure'),
      expect.stringContaining('absolute'),
    ]);
  });

  it('names a translation that uses a term the glossary forbids, beside the glossary’s own', async () => {
    const draft = await draftOf(supplement, (record) => record);
    const translations = draft.translations as { te: Record<string, string>; hi: Record<string, string> };
    draft.translations = {
      ...translations,
      te: { ...translations.te, 'usage.0': 'సైడ్ ఎఫెక్ట్ కనిపిస్తే వైద్యుడిని సంప్రదించండి.' },
    };
    const saved = await save(supplement, draft);
    expect((saved.body as { product: MasterProductView }).product.draft?.review.terms).toEqual([
      { locale: 'te', key: 'usage.0', variant: 'సైడ్ ఎఫెక్ట్', term: 'దుష్ప్రభావం' },
    ]);
  });

  it('lists the master a page at a time: published in the catalogue’s order, then never published; searched; each draft’s state', async () => {
    expect(
      (await save(supplement, await draftOf(supplement, (record) => ({ ...record, price: 649.5 })))).status,
    ).toBe(200);
    // Made on /tablets: a product never published, with a draft for the catalogue team to complete.
    const tablet = await as('editor', 'POST', '/api/tablets', {
      name: 'Acetra 10',
      genericName: 'Aceclofenac',
      price: 12,
    });
    expect(tablet.status).toBe(201);
    const published = (
      await master.handle.db
        .selectFrom('products')
        .select('slug')
        .where('version', '>', 0)
        .orderBy('place')
        .orderBy('category_id')
        .orderBy('position')
        .orderBy('slug')
        .execute()
    ).map((row) => row.slug);

    type Page = { products: ProductSummary[]; nextCursor: string | null; total: number; drafts: number };
    const pages: Page[] = [];
    let cursor: string | null | undefined;
    do {
      const answer = await as('editor', 'GET', `/api/products?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.status).toBe(200);
      pages.push(answer.body as Page);
      cursor = pages.at(-1)!.nextCursor;
    } while (cursor);
    expect(pages.flatMap((page) => page.products.map((product) => product.slug))).toEqual([
      ...published,
      'acetra-10',
    ]);
    expect(pages.map((page) => page.products.length).slice(0, -1)).toEqual(
      Array.from({ length: pages.length - 1 }, () => 10),
    );
    expect(pages[0]).toMatchObject({ total: published.length + 1, drafts: 2 });

    // By part of the name in any case, or of the address; the draft's state and its author's name.
    const byName = await as('editor', 'GET', '/api/products?q=HEARTGUARD');
    expect(byName.body).toMatchObject({
      products: [
        {
          slug: supplement,
          version: 1,
          name: 'HeartGuard CoQ10',
          price: 599,
          prescriptionRequired: false,
          draft: { approvedBy: null, needsMedicalApproval: false, staleTranslations: 0 },
        },
      ],
      total: 1,
      drafts: 1,
      nextCursor: null,
    });
    const { products, people } = byName.body as {
      products: ProductSummary[];
      people: Record<string, string>;
    };
    expect(people[products[0]!.draft!.author]).toBe('editor');
    const byAddress = (await as('editor', 'GET', '/api/products?q=heartguard-')).body as Page;
    expect(byAddress.products.map((product) => product.slug)).toEqual([supplement]);
    expect(((await as('editor', 'GET', '/api/products?q=100%25')).body as Page).products).toEqual([]);

    // A cursor is good for the search it was given for only.
    const first = pages[0]!.nextCursor!;
    for (const url of [`/api/products?q=cardio&cursor=${first}`, '/api/products?cursor=not-a-cursor'])
      expect(await as('editor', 'GET', url)).toMatchObject({
        status: 400,
        body: { fields: { cursor: productMessages.cursor } },
      });
    expect(await as('editor', 'GET', '/api/products?limit=0')).toMatchObject({
      status: 400,
      body: { fields: { limit: productMessages.limit } },
    });

    // What the batch and recall forms offer: every published product by name, and none never published.
    const names = (await as('editor', 'GET', '/api/products/names')).body as {
      products: { slug: string; name: string }[];
    };
    expect(names.products.map((product) => product.slug)).toEqual(published);
    expect(names.products[published.indexOf(supplement)]).toEqual({
      slug: supplement,
      name: 'HeartGuard CoQ10',
    });
  });

  it('lists the master by name either way, a page at a time without gaps or repeats, a cursor good for its order only', async () => {
    expect(
      (
        await as('editor', 'POST', '/api/tablets', {
          name: 'acetra 10',
          genericName: 'Aceclofenac',
          price: 12,
        })
      ).status,
    ).toBe(201);
    const pagedAll = async (sort: string) => {
      const names: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await as(
          'editor',
          'GET',
          `/api/products?sort=${sort}&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.status).toBe(200);
        const body = page.body as { products: ProductSummary[]; nextCursor: string | null };
        names.push(...body.products.map((product) => product.name));
        cursor = body.nextCursor;
      } while (cursor);
      return names;
    };
    const byName = await pagedAll('name');
    // Every product once, in any case: the tablet never published among them.
    // By their first letters, whatever the database's collation does with spaces and hyphens.
    const initials = byName.map((name) => name[0]!.toUpperCase());
    expect(initials).toEqual(initials.toSorted());
    expect(byName).toContain('acetra 10');
    expect(new Set(byName).size).toBe(byName.length);
    expect(await pagedAll('-name')).toEqual(byName.toReversed());

    const first = (await as('editor', 'GET', '/api/products?sort=name&limit=2')).body as {
      nextCursor: string;
    };
    expect(
      await as('editor', 'GET', `/api/products?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`),
    ).toMatchObject({ status: 400, body: { fields: { cursor: productMessages.cursor } } });
    expect(await as('editor', 'GET', '/api/products?sort=price')).toMatchObject({
      status: 400,
      body: { fields: { sort: productMessages.sort } },
    });
  });

  it('refuses a draft of an older version, a bad field, and an unknown product', async () => {
    const draft = await draftOf(supplement, (record) => ({ ...record, price: 650 }));
    expect((await save(supplement, draft)).status).toBe(200);
    expect((await publish(supplement)).status).toBe(200);
    expect(await save(supplement, draft)).toMatchObject({
      status: 409,
      body: { error: productMessages.staleVersion },
    });
    const bad = await save(supplement, {
      ...(await draftOf(supplement, (record) => ({ ...record, price: -1 }))),
    });
    expect(bad).toMatchObject({ status: 400, body: { fields: { record: productMessages.price } } });
    // Too short for any description of 70–160 characters the page could give search engines.
    const terse = await save(
      supplement,
      await draftOf(supplement, (record) => ({
        ...record,
        description: 'Q10.',
        dosageForm: 'Tab',
        packSize: '1',
        strength: '1',
      })),
    );
    expect(terse).toMatchObject({
      status: 400,
      body: { fields: { record: productMessages.descriptionFit } },
    });
    expect((await as('editor', 'GET', '/api/products/no-such-product')).status).toBe(404);
    expect((await publish('no-such-product')).status).toBe(404);
  });

  it('renames a supplement at once and a prescription medicine after a medical approval, its address kept; a claim in a name is flagged', async () => {
    const renamed = await save(
      supplement,
      await draftOf(supplement, (record) => ({ ...record, name: 'HeartGuard Q10 Plus' })),
    );
    expect(renamed.status).toBe(200);
    expect((renamed.body as { product: MasterProductView }).product.draft?.review).toMatchObject({
      changedFields: ['name'],
      needsMedicalApproval: false,
    });
    expect((await publish(supplement)).status).toBe(200);
    expect((await read(supplement)).product.record).toMatchObject({
      name: 'HeartGuard Q10 Plus',
      slug: supplement,
    });
    const names = (await as('editor', 'GET', '/api/products/names')).body as {
      products: { slug: string; name: string }[];
    };
    expect(names.products).toContainEqual({ slug: supplement, name: 'HeartGuard Q10 Plus' });
    // Packs made before the rename print the old name: batches, pack records and recall notices give both.
    expect((await productNamesOf(master.handle.db, [supplement])).get(supplement)).toBe(
      'HeartGuard Q10 Plus (HeartGuard CoQ10)',
    );
    const recorded = await as('editor', 'POST', '/api/batches', {
      productSlug: supplement,
      batchNumber: `HG${Date.now().toString().slice(-8)}`,
      manufacturedOn: '2026-01-05',
      expiresOn: '2028-12-31',
      quantity: 100,
      siteId: 'nacharam',
      status: 'released',
    });
    expect(recorded.status).toBe(201);
    expect((recorded.body as { batch: { productName: string } }).batch.productName).toBe(
      'HeartGuard Q10 Plus (HeartGuard CoQ10)',
    );

    const medicine = await save(
      prescription,
      await draftOf(prescription, (record) => ({ ...record, name: 'CardioHealth Cure' })),
    );
    expect((medicine.body as { product: MasterProductView }).product.draft?.review).toMatchObject({
      changedFields: ['name'],
      needsMedicalApproval: true,
      claims: [{ key: 'name', why: 'a claim to cure (Drugs and Magic Remedies Act, 1954)' }],
    });
    expect(await publish(prescription)).toMatchObject({
      status: 409,
      body: { error: productMessages.needsApproval },
    });
    expect((await approve(prescription)).status).toBe(200);
    expect((await publish(prescription)).status).toBe(200);
    expect((await read(prescription)).product.record.name).toBe('CardioHealth Cure');
  });

  it('lists the history field by field and rolls back to an earlier version’s very bytes', async () => {
    const before = await master.handle.db
      .selectFrom('products')
      .select(['record', 'translations'])
      .where('slug', '=', supplement)
      .executeTakeFirstOrThrow();
    const changed = await draftOf(supplement, (record) => ({ ...record, price: 712.25 }));
    const translations = changed.translations as { te: Record<string, string> };
    changed.translations = { ...changed.translations, te: { ...translations.te, packSize: '30 మాత్రల సీసా' } };
    expect((await save(supplement, changed)).status).toBe(200);
    expect((await publish(supplement)).status).toBe(200);

    const history = await as('editor', 'GET', `/api/products/${supplement}/versions`);
    expect(history.status).toBe(200);
    const { versions } = history.body as { versions: ProductVersionView[] };
    expect(versions.map((version) => version.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({ editedBy: expect.any(String), restoredFrom: null });
    expect(versions[0]?.changes).toEqual([
      { field: 'price', locale: 'en', before: '599.00', after: '712.25' },
      { field: 'packSize', locale: 'te', before: translations.te.packSize ?? null, after: '30 మాత్రల సీసా' },
    ]);
    // The first version sets every field.
    expect(versions[1]?.editedBy).toBeNull();
    expect((history.body as { people: Record<string, string> }).people).toEqual({
      [versions[0]!.editedBy!]: 'editor',
    });
    expect(versions[1]?.changes).toContainEqual({
      field: 'price',
      locale: 'en',
      before: null,
      after: '599.00',
    });

    expect(
      await as('editor', 'POST', `/api/products/${supplement}/versions/1/restoration`, { baseVersion: 1 }),
    ).toMatchObject({ status: 409, body: { error: productMessages.staleVersion } });
    expect(
      (await as('doctor', 'POST', `/api/products/${supplement}/versions/1/restoration`, { baseVersion: 2 }))
        .status,
    ).toBe(403);
    const restored = await as('editor', 'POST', `/api/products/${supplement}/versions/1/restoration`, {
      baseVersion: 2,
    });
    expect(restored.status).toBe(200);
    expect((restored.body as { product: MasterProductView }).product).toMatchObject({
      version: 3,
      record: { price: 599 },
    });
    const after = await master.handle.db
      .selectFrom('products')
      .select(['record', 'translations'])
      .where('slug', '=', supplement)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const [latest] = (
      (await as('editor', 'GET', `/api/products/${supplement}/versions`)).body as {
        versions: ProductVersionView[];
      }
    ).versions;
    expect(latest).toMatchObject({ version: 3, restoredFrom: 1 });
    const [entry] = await suite.store.audit.list({ action: 'product.restore' }, { limit: 1 });
    expect(entry).toMatchObject({ recordType: 'product', recordId: supplement });

    expect(
      await as('editor', 'POST', `/api/products/${supplement}/versions/3/restoration`, { baseVersion: 3 }),
    ).toMatchObject({ status: 409, body: { error: productMessages.sameVersion } });
    expect(
      await as('editor', 'POST', `/api/products/${supplement}/versions/9/restoration`, { baseVersion: 3 }),
    ).toMatchObject({ status: 404, body: { error: productMessages.versionNotFound } });
    expect((await as('editor', 'GET', '/api/products/no-such-product/versions')).status).toBe(404);
  });

  it('holds a change of any medicine’s prescribing information until the medical role approves it, revised that day, its words not taken for claims', async () => {
    const otc = 'painrelief-extra-strength';
    const { product } = await read(otc);
    const leaflet = product.record.leaflet as ProductLeaflet;
    const cure =
      'Overdose can cause liver failure days later, with a greater risk in malnutrition, chronic alcohol use and diabetes: refer the patient at once, even without symptoms.';
    const saved = await save(
      otc,
      await draftOf(otc, (record) => ({ ...record, leaflet: { ...leaflet, overdose: [cure] } })),
    );
    expect(saved.status).toBe(200);
    const { draft } = (saved.body as { product: MasterProductView }).product;
    expect(draft?.review).toMatchObject({
      changedFields: ['leaflet'],
      needsMedicalApproval: true,
      claims: [],
    });
    expect(draft?.record.leaflet).toMatchObject({ overdose: [cure], revised: todayInIst(new Date()) });
    // Its own wording rules instead: an indication that claims to cure, and a promotional word.
    const claimed = await save(
      otc,
      await draftOf(otc, (record) => ({
        ...record,
        leaflet: { ...leaflet, overdose: [cure], indications: ['Cures fever fast.'] },
      })),
    );
    expect(
      (claimed.body as { product: MasterProductView }).product.draft?.review.claims.map(
        (claim) => `${claim.key}: ${claim.why}`,
      ),
    ).toEqual([
      expect.stringMatching(/^leaflet\.indications\.0: an indication begins/),
      expect.stringMatching(
        /^leaflet\.indications\.0: an indication claims to treat, cure or prevent nothing/,
      ),
      expect.stringMatching(/^leaflet\.indications\.0: a promotional word/),
    ]);
    const corrected = await draftOf(otc, (record) => ({
      ...record,
      leaflet: { ...leaflet, overdose: [cure] },
    }));
    expect((await save(otc, corrected)).status).toBe(200);
    expect(await publish(otc)).toMatchObject({ status: 409, body: { error: productMessages.needsApproval } });
    expect((await approve(otc)).status).toBe(200);
    expect((await publish(otc)).status).toBe(200);

    const { versions } = (await as('editor', 'GET', `/api/products/${otc}/versions`)).body as {
      versions: ProductVersionView[];
    };
    expect(versions[0]?.changes).toEqual([
      ...leaflet.overdose.map((paragraph, index) => ({
        field: `leaflet.overdose.${index}`,
        locale: 'en',
        before: paragraph,
        after: index === 0 ? cure : null,
      })),
      { field: 'leaflet.revised', locale: 'en', before: leaflet.revised, after: todayInIst(new Date()) },
    ]);

    // The same text saved again keeps its revision date; a price change needs no approval.
    const repriced = await save(otc, await draftOf(otc, (record) => ({ ...record, price: 41 })));
    expect((repriced.body as { product: MasterProductView }).product.draft?.review).toMatchObject({
      changedFields: ['price'],
      needsMedicalApproval: false,
    });
  });

  it('refuses prescribing information for a product that is no medicine, and an empty section', async () => {
    const { product } = await read(prescription);
    const leaflet = product.record.leaflet as Record<string, string[]>;
    expect(
      await save(supplement, await draftOf(supplement, (record) => ({ ...record, leaflet }))),
    ).toMatchObject({ status: 400, body: { fields: { leaflet: productMessages.leafletNotMedicine } } });
    expect(
      await save(
        prescription,
        await draftOf(prescription, (record) => ({ ...record, leaflet: { ...leaflet, warnings: [] } })),
      ),
    ).toMatchObject({ status: 400, body: { fields: { record: productMessages.leafletParagraphs } } });
  });

  it('asks a medical approval for an ingredient’s amount and for taking a medicine off prescription', async () => {
    const amount = await draftOf(prescription, (record) => ({
      ...record,
      composition: (record.composition as { substance: string; amount: string }[]).map((ingredient, index) =>
        index === 0 ? { ...ingredient, amount: '500 mg' } : ingredient,
      ),
    }));
    const saved = await save(prescription, amount);
    expect((saved.body as { product: MasterProductView }).product.draft?.review).toMatchObject({
      changedFields: ['composition'],
      needsMedicalApproval: true,
    });
    const overTheCounter = await draftOf(prescription, (record) => ({
      ...record,
      prescriptionRequired: false,
    }));
    const unlisted = await save(prescription, overTheCounter);
    expect((unlisted.body as { product: MasterProductView }).product.draft?.review).toMatchObject({
      changedFields: ['prescriptionRequired'],
      needsMedicalApproval: true,
    });
  });
});
