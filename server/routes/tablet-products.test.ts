import { expect, it } from 'vitest';
import { type MasterProductView, productMessages, type ProductSummary } from '#contract/products.ts';
import { type Tablet, tabletMessages } from '#contract/tablet.ts';
import { call } from '#testing/test-app.ts';
import { describeForEachEngine } from '#testing/test-stores.ts';
import { useProductMasterApp } from '#testing/product-master-app.ts';

const cardio = 'cardiohealth-plus';

/** Everything a product page needs, for a tablet made on /tablets: an OTC pain tablet. */
const completeRecord = (name: string) => ({
  name,
  category: 'Pain Management',
  description:
    'Relief from everyday headache and body ache, with a pharmacist’s advice on how long to take it.',
  price: 45,
  manufacturer: 'Aarogya Life Sciences',
  prescriptionRequired: false,
  composition: [{ substance: 'Paracetamol', amount: '650 mg' }],
  strength: '650 mg per tablet',
  dosageForm: 'Uncoated tablet',
  packSize: 'Strip of 15 tablets',
  storage: 'Store below 30 °C in a dry place. Keep out of the reach of children.',
  shelfLife: '36 months from the date of manufacture',
  usage: ['Read the leaflet and ask a pharmacist or doctor before use.'],
});

/** The Telugu and Hindi of every text of completeRecord (here the English itself, marked). */
const translationsOf = (record: ReturnType<typeof completeRecord>) => {
  const texts: Record<string, string> = {
    category: record.category,
    description: record.description,
    strength: record.strength,
    dosageForm: record.dosageForm,
    packSize: record.packSize,
    storage: record.storage,
    shelfLife: record.shelfLife,
    'usage.0': record.usage[0]!,
    'composition.0.substance': record.composition[0]!.substance,
  };
  const marked = (locale: string) =>
    Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, `${locale}: ${text}`]));
  return { te: marked('te'), hi: marked('hi') };
};

describeForEachEngine('/tablets as part of the product master', (engine) => {
  const master = useProductMasterApp(engine, { editor: ['catalogue'], doctor: ['medical'] });
  const { suite, cookies } = master;

  const as = (who: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    call(master.app, { method, url, headers: { cookie: cookies[who]! }, ...(payload && { payload }) });
  const tabletNamed = async (name: string) =>
    (await suite.store.tablets.list()).find((tablet) => tablet.name === name);
  const product = async (slug: string) =>
    ((await as('editor', 'GET', `/api/products/${slug}`)).body as { product: MasterProductView }).product;

  it('lists every tablet of the master: CardioHealth Plus at its page’s price', async () => {
    const tablet = await tabletNamed('CardioHealth Plus');
    expect(tablet).toMatchObject({
      genericName: 'Telmisartan + Amlodipine (as amlodipine besilate)',
      price: 299,
      description: (await product(cardio)).record.description,
    });
  });

  it('makes a tablet added there a draft product with no page until it is completed and published', async () => {
    const created = await as('editor', 'POST', '/api/tablets', {
      name: 'Dolo Relief 650',
      genericName: 'Paracetamol',
      price: 30.91,
    });
    expect(created.status).toBe(201);
    const { tablet } = created.body as { tablet: Tablet };
    expect(tablet).toMatchObject({
      name: 'Dolo Relief 650',
      genericName: 'Paracetamol',
      price: 30.91,
      version: 1,
    });

    const slug = 'dolo-relief-650';
    // In the editor's list, after the published products, and found by its name.
    const listed = (await as('editor', 'GET', '/api/products?q=dolo%20relief')).body as {
      products: ProductSummary[];
    };
    expect(listed.products).toEqual([
      expect.objectContaining({
        slug,
        version: 0,
        categoryId: 'prescription-medicines',
        name: 'Dolo Relief 650',
      }),
    ]);
    const made = ((await as('editor', 'GET', `/api/products/${slug}`)).body as { product: MasterProductView })
      .product;
    expect(made.draft).toMatchObject({
      baseVersion: 0,
      record: {
        name: 'Dolo Relief 650',
        price: 30.91,
        composition: [{ substance: 'Paracetamol', amount: '' }],
      },
    });
    // No page, no list, no sitemap: the public pages read published products only.
    expect((await suite.store.products.all()).map((entry) => entry.slug)).not.toContain(slug);
    expect((await suite.store.products.held()).map((entry) => entry.product.slug)).not.toContain(slug);

    // Incomplete, it is not published.
    const early = await as('editor', 'POST', `/api/products/${slug}/draft/publication`);
    expect(early.status).toBe(409);
    expect((early.body as { error: string }).error).toMatch(/^This product is not complete yet: /);

    // Completed as an OTC product, named anew (it has no page yet), translated: it is published.
    const record = completeRecord('Dolo Relief 650 mg');
    const saved = await as('editor', 'PUT', `/api/products/${slug}/draft`, {
      baseVersion: 0,
      categoryId: 'otc-products',
      record,
      translations: translationsOf(record),
    });
    expect(saved.status).toBe(200);
    expect(await tabletNamed('Dolo Relief 650 mg')).toMatchObject({ id: tablet.id, price: 45 });
    // Made a prescription medicine until said otherwise, it leaves prescription only with a medical approval.
    const unapproved = await as('editor', 'POST', `/api/products/${slug}/draft/publication`);
    expect(unapproved.body).toEqual({ error: productMessages.needsApproval });
    expect((await as('doctor', 'POST', `/api/products/${slug}/draft/approval`)).status).toBe(200);
    const published = await as('editor', 'POST', `/api/products/${slug}/draft/publication`);
    expect(published.body).toMatchObject({ product: { version: 1 } });
    const live = (await suite.store.products.all()).find((entry) => entry.slug === slug);
    // At the end of its new list: after the five products it has.
    expect(live).toMatchObject({
      version: 1,
      categoryId: 'otc-products',
      position: 5,
      record: { price: 45 },
    });

    // Published, a new name goes into its draft like any text, for review: its page keeps its address.
    const renamed = await as('editor', 'PUT', `/api/tablets/${tablet.id}`, {
      name: 'Another name',
      genericName: 'Paracetamol',
      price: 45,
    });
    expect(renamed.status).toBe(200);
    expect((await product(slug)).record.name).not.toBe('Another name');
    expect((await product(slug)).draft).toMatchObject({ record: { name: 'Another name' } });
    // It is not deleted from /tablets.
    const deleted = await as('editor', 'DELETE', `/api/tablets/${tablet.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body).toEqual({ error: tabletMessages.published });
  });

  it('gives two tablets of one name added at once an address each', async () => {
    const added = await Promise.all(
      [1, 2].map(() =>
        as('editor', 'POST', '/api/tablets', { name: 'Twin Tab', genericName: 'X', price: 2 }),
      ),
    );
    expect(added.map((answer) => answer.status)).toEqual([201, 201]);
    const slugs = (await suite.store.products.all({ unpublished: true }))
      .map((product) => product.slug)
      .filter((slug) => slug.startsWith('twin-tab'));
    expect(slugs.sort()).toEqual(['twin-tab', 'twin-tab-2']);
  });

  it('gives a tablet named as the product API names its own addresses another address', async () => {
    for (const name of ['Names', 'Export']) {
      const added = await as('editor', 'POST', '/api/tablets', { name, genericName: 'X', price: 2 });
      expect(added.status).toBe(201);
      const slug = `${name.toLowerCase()}-2`;
      expect((await as('editor', 'GET', `/api/products/${slug}`)).body).toMatchObject({
        product: { slug, version: 0 },
      });
    }
  });

  it('deletes a tablet never published with its product', async () => {
    const created = await as('editor', 'POST', '/api/tablets', {
      name: 'Trial Tab',
      genericName: 'X',
      price: 1,
    });
    const { tablet } = created.body as { tablet: Tablet };
    expect((await as('editor', 'DELETE', `/api/tablets/${tablet.id}`)).status).toBe(204);
    expect(await suite.store.products.bySlug('trial-tab')).toBeUndefined();
  });

  it('publishes a price edited there on the product’s page at once, and keeps a draft’s approval', async () => {
    const before = await product(cardio);
    // A draft of a usage change, approved by the medical role, waits beside it.
    const { id: _id, slug: _slug, pack: _pack, icon: _icon, colour: _colour, ...record } = before.record;
    const usage = [...(record.usage as string[]), 'Keep every follow-up visit your doctor asks for.'];
    await as('editor', 'PUT', `/api/products/${cardio}/draft`, {
      baseVersion: before.version,
      record: { ...record, usage },
      translations: before.translations,
    });
    expect((await as('doctor', 'POST', `/api/products/${cardio}/draft/approval`)).status).toBe(200);

    const tablet = (await tabletNamed('CardioHealth Plus'))!;
    const edited = await as('editor', 'PUT', `/api/tablets/${tablet.id}`, {
      name: tablet.name,
      genericName: tablet.genericName,
      price: 319.5,
      description: tablet.description,
      version: tablet.version,
    });
    expect(edited.status).toBe(200);
    expect((edited.body as { tablet: Tablet }).tablet).toMatchObject({
      price: 319.5,
      version: tablet.version + 1,
    });

    const after = await product(cardio);
    expect(after).toMatchObject({
      version: before.version + 1,
      record: { price: 319.5, usage: before.record.usage },
    });
    expect(after.draft).toMatchObject({ baseVersion: after.version, record: { price: 319.5, usage } });
    expect(after.draft?.approvedBy).not.toBeNull();
    const [entry] = await suite.store.audit.list({ action: 'product.publish' }, { limit: 1 });
    expect(entry).toMatchObject({ recordId: cardio, details: { version: after.version, changed: 'price' } });
  });

  it('puts texts edited there into the product’s draft, for review, and shows the draft on /tablets', async () => {
    const tablet = (await tabletNamed('CardioHealth Plus'))!;
    const description =
      'Helps control high blood pressure as part of the care plan your cardiologist prescribes.';
    const edited = await as('editor', 'PUT', `/api/tablets/${tablet.id}`, {
      name: tablet.name,
      genericName: tablet.genericName,
      price: tablet.price,
      description,
    });
    expect(edited.status).toBe(200);
    const after = await product(cardio);
    expect(after.record.description).not.toBe(description);
    expect(after.draft).toMatchObject({
      record: { description },
      review: { changedFields: ['description'], needsMedicalApproval: true },
    });
    expect(await tabletNamed('CardioHealth Plus')).toMatchObject({ description });
  });

  it('moves a tablet’s price when the editor publishes a new one', async () => {
    const before = await product(cardio);
    const { id: _id, slug: _slug, pack: _pack, icon: _icon, colour: _colour, ...record } = before.record;
    await as('editor', 'PUT', `/api/products/${cardio}/draft`, {
      baseVersion: before.version,
      record: { ...record, price: 279 },
      translations: before.translations,
    });
    expect((await as('editor', 'POST', `/api/products/${cardio}/draft/publication`)).status).toBe(200);
    expect(await tabletNamed('CardioHealth Plus')).toMatchObject({ price: 279 });
  });

  it('refuses a published product’s move to another category', async () => {
    const before = await product(cardio);
    const { id: _id, slug: _slug, pack: _pack, icon: _icon, colour: _colour, ...record } = before.record;
    const moved = await as('editor', 'PUT', `/api/products/${cardio}/draft`, {
      baseVersion: before.version,
      categoryId: 'otc-products',
      record,
      translations: before.translations,
    });
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ fields: { categoryId: productMessages.categoryFixed } });
  });
});
