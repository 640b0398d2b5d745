import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountSessionCookie, buildTestApp, call } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { declarationCookie } from '#contract/prescribing-info.ts';
import { todayInIst } from '#contract/ist-date-time.ts';
import { createDatabase, type DatabaseHandle } from '../db/create-db.ts';
import { catalogueTag, productTag } from './page-changes.ts';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const listed = {
  slug: 'heartguard-coq10',
  page: '/products/supplements/heartguard-coq10',
  list: '/products/supplements',
};
const showcased = { slug: 'coq10-antioxidant-tablets' };

/** A page's meta description and JSON-LD blocks. */
function headOf(html: string) {
  const document = new JSDOM(html).window.document;
  return {
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    ),
  };
}

describeForEachEngine('product pages from the product master', (engine) => {
  const suite = useSuiteStore(engine);
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  /** A second instance on the same store, as behind a load balancer. */
  let other: FastifyInstance;

  beforeAll(async () => {
    handle = createDatabase(suite.target.options);
    app = await buildTestApp(suite.store, { buildDir });
    other = await buildTestApp(suite.store, { buildDir });
  });
  afterAll(async () => {
    await app.close();
    await other.close();
    await handle.db.destroy();
  });

  const get = (instance: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    instance.inject({ method: 'GET', url, headers });

  /** What staff will do through the product editor: a new version of a product, and its pages told. */
  const change = async (
    slug: string,
    edit: (record: Record<string, unknown>) => object,
    te?: string,
    at = Date.now(),
  ) => {
    const row = await handle.db
      .selectFrom('products')
      .select(['record', 'translations', 'version'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    const translations = JSON.parse(row.translations) as Record<string, Record<string, string>>;
    if (te !== undefined) translations.te = { ...translations.te, description: te };
    await handle.db
      .updateTable('products')
      .set({
        record: JSON.stringify(edit(JSON.parse(row.record) as Record<string, unknown>)),
        translations: JSON.stringify(translations),
        version: Number(row.version) + 1,
        edited_by: 'account-1',
        updated_at: at,
      })
      .where('slug', '=', slug)
      .execute();
    await suite.store.pageChanges.record([catalogueTag, productTag(slug)]);
  };

  /**
   * A new member of the catalogue team saves a draft of `slug` with `change` made to its live
   * fields; answers their session cookie.
   */
  const saveDraftWith = async (email: string, slug: string, change: object) => {
    const editor = await suite.store.staffAccounts.create({
      email,
      displayName: email,
      roles: ['catalogue'],
    });
    const cookie = await accountSessionCookie(suite.store, editor.id);
    const held = (await suite.store.products.bySlug(slug))!;
    const { id: _id, slug: _slug, pack: _pack, icon: _icon, colour: _colour, ...record } = held.record;
    const saved = await call(app, {
      method: 'PUT',
      url: `/api/products/${slug}/draft`,
      headers: { cookie },
      payload: {
        baseVersion: held.version,
        record: { ...record, ...change },
        translations: held.translations,
      },
    });
    expect(saved.status).toBe(200);
    return cookie;
  };

  /** The same, then publishes it (`beforePublish` runs between). */
  const publishWith = async (
    email: string,
    slug: string,
    change: object,
    beforePublish?: () => Promise<void>,
  ) => {
    const cookie = await saveDraftWith(email, slug, change);
    await beforePublish?.();
    const published = await call(app, {
      method: 'POST',
      url: `/api/products/${slug}/draft/publication`,
      headers: { cookie },
    });
    expect(published.status).toBe(200);
  };

  it('show a changed product on its pages in every language, its list and the home page, on every instance within a second', async () => {
    const about = await get(other, '/about');
    const pages = [listed.page, `/te${listed.page}`, `/hi${listed.page}`, listed.list, '/'];
    for (const url of pages) expect((await get(other, url)).statusCode, url).toBe(200);
    expect((await get(other, listed.page)).body).toContain('₹599.00');

    await change(
      listed.slug,
      (record) => ({ ...record, price: 1234, description: 'Reformulated for 2027.' }),
      'కొత్త వివరణ.',
    );
    await change(showcased.slug, (record) => ({ ...record, description: 'A new showcase line.' }));

    for (const instance of [app, other]) {
      await expect
        .poll(async () => (await get(instance, listed.page)).body, { timeout: 1_000, interval: 50 })
        .toContain('₹1,234.00');
      expect((await get(instance, listed.page)).body).toContain('Reformulated for 2027.');
      const telugu = (await get(instance, `/te${listed.page}`)).body;
      expect(telugu).toContain('కొత్త వివరణ.');
      expect(telugu).toContain('₹1,234.00');
      expect((await get(instance, `/hi${listed.page}`)).body).toContain('₹1,234.00');
      expect((await get(instance, listed.list)).body).toContain('₹1,234.00');
      expect((await get(instance, '/')).body).toContain('A new showcase line.');
    }
    // The head says what the page says: its description, its JSON-LD, in each language.
    const head = headOf((await get(other, listed.page)).body);
    expect(head.description).toContain('Reformulated for 2027.');
    expect(head.jsonLd.find((block) => block['@type'] === 'Product')?.description).toBe(
      'Reformulated for 2027.',
    );
    const teluguHead = headOf((await get(other, `/te${listed.page}`)).body);
    expect(teluguHead.description).toContain('కొత్త వివరణ.');
    expect(teluguHead.jsonLd.find((block) => block['@type'] === 'Product')?.description).toBe('కొత్త వివరణ.');
    // A page that shows no product kept its bytes, and its ETag.
    const unchanged = await get(other, '/about', { 'if-none-match': String(about.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
  });
  it('show what the catalogue team publishes through the product master, on the other instance within a second', async () => {
    const page = '/products/supplements/omega-3-fish-oil';
    expect((await get(other, page)).statusCode).toBe(200);
    await publishWith('editor@in.example', 'omega-3-fish-oil', { price: 777 }, async () => {
      // A draft is not published: the page still shows the live price.
      expect((await get(app, page)).body).not.toContain('₹777.00');
    });
    await expect
      .poll(async () => (await get(other, page)).body, { timeout: 1_000, interval: 50 })
      .toContain('₹777.00');
    expect((await get(other, `/hi${page}`)).body).toContain('₹777.00');
  });
  it('give the chat and the help answers the price the catalogue team publishes', async () => {
    const chatCatalogue = async () => {
      const answer = await get(other, '/chat-catalogue.json');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('application/json');
      return JSON.parse(answer.body) as unknown;
    };
    expect((await get(other, '/help')).body).toContain('299');
    expect(await chatCatalogue()).toMatchObject({ featured: { name: 'CardioHealth Plus', price: 299 } });
    await publishWith('pricing@in.example', 'cardiohealth-plus', { price: 333 });
    // The help page quotes it in its answer; the chat reads it from its own file when it opens.
    await expect
      .poll(async () => (await get(other, '/help')).body, { timeout: 1_000, interval: 50 })
      .toContain('₹333.00');
    expect(await chatCatalogue()).toMatchObject({ featured: { name: 'CardioHealth Plus', price: 333 } });
    // No page carries the chat's catalogue.
    for (const url of ['/', '/te/contact'])
      expect((await get(other, url)).body).not.toMatch(/data-island-props="\{[^"]*catalogue/);
  });
  it('give the sitemap the day staff changed a product, for its pages in every language and its list', async () => {
    const lastmods = async (instance: FastifyInstance) => {
      const answer = await get(instance, '/sitemap.xml');
      expect(answer.headers['content-type']).toContain('application/xml');
      const document = new JSDOM(answer.body, { contentType: 'text/xml' }).window.document;
      return new Map(
        [...document.querySelectorAll('url')].map((url) => [
          new URL(url.querySelector('loc')?.textContent ?? '').pathname,
          url.querySelector('lastmod')?.textContent,
        ]),
      );
    };
    // Earlier tests here changed the showcase today: the home page's day is that one, not the build's.
    const before = await lastmods(other);
    expect(before.get('/about')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await change(
      listed.slug,
      (record) => ({ ...record, price: 1500 }),
      undefined,
      Date.parse('2030-01-02T09:00:00Z'),
    );
    await expect
      .poll(async () => (await lastmods(other)).get(listed.page), { timeout: 1_000, interval: 50 })
      .toBe('2030-01-02');
    const now = await lastmods(other);
    for (const url of [`/te${listed.page}`, `/hi${listed.page}`, listed.list, `/te${listed.list}`])
      expect(now.get(url), url).toBe('2030-01-02');
    for (const url of ['/about', '/', '/products/prescription-medicines'])
      expect(now.get(url), url).toBe(before.get(url));
  });
  it('serve a product published since the build at its address in every language and in the sitemap; an address of no product is not found', async () => {
    const model = await handle.db
      .selectFrom('products')
      .selectAll()
      .where('slug', '=', listed.slug)
      .executeTakeFirstOrThrow();
    const made = { slug: 'zinc-relief-tablets', name: 'Zinc Relief Tablets' };
    const page = `/products/supplements/${made.slug}`;
    const addMade = (version: number) =>
      handle.db
        .insertInto('products')
        .values({
          ...model,
          slug: made.slug,
          name: made.name,
          position: 99,
          record: JSON.stringify({ ...JSON.parse(model.record), id: made.slug, ...made }),
          version,
          updated_at: Date.now(),
        })
        .execute();
    try {
      // Never published (version 0): no page.
      await addMade(0);
      await suite.store.pageChanges.record([catalogueTag]);
      expect((await get(other, page)).statusCode).toBe(404);

      await handle.db.updateTable('products').set({ version: 1 }).where('slug', '=', made.slug).execute();
      await suite.store.pageChanges.record([catalogueTag, productTag(made.slug)]);
      await expect.poll(async () => (await get(other, page)).statusCode, { timeout: 1_000 }).toBe(200);
      const slashed = await get(other, `/te${page}/?utm_source=mail`);
      expect(slashed.statusCode).toBe(301);
      expect(slashed.headers.location).toBe(`/te${page}?utm_source=mail`);
      for (const address of [page, `/te${page}`, `/hi${page}`]) {
        const answer = await get(other, address);
        expect(answer.statusCode, address).toBe(200);
        const document = new JSDOM(answer.body).window.document;
        expect(document.querySelector('h1')?.textContent, address).toContain(made.name);
        expect(document.title, address).toContain(made.name);
        expect(headOf(answer.body).description.length, address).toBeGreaterThan(0);
      }
      const sitemapLocs = async () => {
        const sitemap = new JSDOM((await get(other, '/sitemap.xml')).body, { contentType: 'text/xml' });
        return [...sitemap.window.document.querySelectorAll('loc')].map(
          (loc) => new URL(loc.textContent ?? '').pathname,
        );
      };
      // The other instance drops its sitemap once it hears of the change: within a second.
      await expect
        .poll(async () => (await sitemapLocs()).filter((loc) => loc.endsWith(made.slug)).sort(), {
          timeout: 1_000,
          interval: 50,
        })
        .toEqual([`/hi${page}`, page, `/te${page}`]);

      for (const address of [
        '/products/supplements/no-such-product',
        '/hi/products/oncology/no-such-product',
      ]) {
        const answer = await get(other, address);
        expect(answer.statusCode, address).toBe(404);
        expect(answer.headers['content-type'], address).toContain('text/html');
        // The not-found page in the address's language.
        expect(new JSDOM(answer.body).window.document.documentElement.lang, address).toBe(
          address.startsWith('/hi/') ? 'hi-IN' : 'en-IN',
        );
      }
    } finally {
      await handle.db.deleteFrom('products').where('slug', '=', made.slug).execute();
      await suite.store.pageChanges.record([catalogueTag, productTag(made.slug)]);
    }
  });

  it('name a renamed medicine on its page in every language, the sitemap page and its prescribing information, at the same address', async () => {
    const slug = 'painrelief-extra-strength';
    const page = `/products/otc-products/${slug}`;
    const leaflet = `/prescribing-info/${slug}`;
    const rename = (name: string) =>
      publishWith(`${name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '.')}@in.example`, slug, { name });
    const before = (await suite.store.products.bySlug(slug))!.record.name;
    const name = 'PainRelief Max 650';
    const text = (html: string) => new JSDOM(html).window.document;
    await rename(name);
    try {
      await expect
        .poll(async () => text((await get(other, page)).body).querySelector('h1')?.textContent, {
          timeout: 1_000,
        })
        .toBe(name);
      for (const address of [page, `/te${page}`, `/hi${page}`]) {
        const document = text((await get(other, address)).body);
        expect(document.querySelector('h1')?.textContent, address).toBe(name);
        expect(document.title, address).toContain(name);
      }
      for (const address of ['/sitemap', '/te/sitemap']) {
        const links = [...text((await get(other, address)).body).querySelectorAll('main a')];
        const named = links.find((link) => link.getAttribute('href')?.endsWith(page));
        expect(named?.textContent, address).toBe(name);
        expect(
          links.some((link) => link.textContent === before),
          address,
        ).toBe(false);
      }
      const leafletPage = text((await get(other, leaflet, declared)).body);
      expect(leafletPage.querySelector('h1')?.textContent).toBe(`${name} Prescribing Information`);
      expect(leafletPage.title).toContain(`${name} Prescribing Information`);
      expect(leafletPage.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(name);
      expect(text((await get(other, '/prescribing-info', declared)).body).body.textContent).toContain(name);
    } finally {
      await rename(before);
    }
  });

  /** A new member of staff with the medical role approves the draft of `slug`. */
  const approveAsMedical = async (email: string, slug: string) => {
    const reviewer = await suite.store.staffAccounts.create({
      email,
      displayName: email,
      roles: ['medical'],
    });
    const approved = await call(app, {
      method: 'POST',
      url: `/api/products/${slug}/draft/approval`,
      headers: { cookie: await accountSessionCookie(suite.store, reviewer.id) },
    });
    expect(approved.status).toBe(200);
  };
  const publishDraft = (cookie: string, slug: string) =>
    call(app, { method: 'POST', url: `/api/products/${slug}/draft/publication`, headers: { cookie } });
  const declared = { cookie: `${declarationCookie.name}=${declarationCookie.value}` };

  it('publish a correction of a medicine’s prescribing information once the medical role approves it, revised that day, and roll it back', async () => {
    const slug = 'painrelief-extra-strength';
    const leaflet = `/prescribing-info/${slug}`;
    const live = (await suite.store.products.bySlug(slug))!;
    const shipped = live.record.leaflet!;
    const added = 'Keep a record of the total daily dose of paracetamol from every product taken.';
    const cookie = await saveDraftWith('leaflet.author@in.example', slug, {
      leaflet: { ...shipped, overdose: [...shipped.overdose, added] },
    });
    const draft = (await suite.store.products.draftOf(slug))!;
    expect(draft.review.needsMedicalApproval).toBe(true);
    expect(draft.record.leaflet?.revised).toBe(todayInIst(new Date()));
    expect((await publishDraft(cookie, slug)).status).toBe(409);
    await approveAsMedical('leaflet.reviewer@in.example', slug);
    expect((await publishDraft(cookie, slug)).status).toBe(200);

    const document = async () => new JSDOM((await get(other, leaflet, declared)).body).window.document;
    await expect
      .poll(
        async () => (await document()).querySelector('section[aria-labelledby="pi-overdose"]')?.textContent,
        { timeout: 1_000 },
      )
      .toContain(added);
    expect(
      (await document())
        .querySelector('section[aria-labelledby="pi-revised"] time')
        ?.getAttribute('datetime'),
    ).toBe(todayInIst(new Date()));
    // Without the declaration, the declaration in its place, as before.
    expect((await get(other, leaflet)).body).not.toContain(added);

    const restored = await call(app, {
      method: 'POST',
      url: `/api/products/${slug}/versions/${live.version}/restoration`,
      headers: { cookie },
      payload: { baseVersion: live.version + 1 },
    });
    expect(restored.status).toBe(200);
    await expect
      .poll(
        async () => (await document()).querySelector('section[aria-labelledby="pi-overdose"]')?.textContent,
        { timeout: 1_000 },
      )
      .not.toContain(added);
  });

  it('publish the prescribing information of a medicine published since the build once it is written and approved', async () => {
    const model = (await suite.store.products.bySlug('painrelief-extra-strength'))!;
    const row = await handle.db
      .selectFrom('products')
      .selectAll()
      .where('slug', '=', model.slug)
      .executeTakeFirstOrThrow();
    const made = { slug: 'dolo-relief-500', name: 'Dolo Relief 500' };
    const page = `/products/otc-products/${made.slug}`;
    const leaflet = `/prescribing-info/${made.slug}`;
    const { leaflet: shipped, ...unwritten } = model.record;
    await handle.db
      .insertInto('products')
      .values({
        ...row,
        slug: made.slug,
        name: made.name,
        position: 99,
        record: JSON.stringify({ ...unwritten, id: made.slug, ...made }),
        version: 1,
        edited_by: 'account-1',
        updated_at: Date.now(),
      })
      .execute();
    await suite.store.pageChanges.record([catalogueTag, productTag(made.slug)]);
    const links = async (address: string, headers = {}) =>
      [...new JSDOM((await get(other, address, headers)).body).window.document.querySelectorAll('a')].map(
        (link) => link.getAttribute('href'),
      );
    try {
      // Its page sends professionals to the medical information team; there is no leaflet yet.
      await expect.poll(async () => (await get(other, page)).statusCode, { timeout: 1_000 }).toBe(200);
      expect(await links(page)).not.toContain(leaflet);
      expect((await get(other, leaflet, declared)).statusCode).toBe(404);

      const cookie = await saveDraftWith('new.leaflet@in.example', made.slug, { leaflet: shipped });
      expect((await publishDraft(cookie, made.slug)).status).toBe(409);
      await approveAsMedical('new.leaflet.reviewer@in.example', made.slug);
      expect((await publishDraft(cookie, made.slug)).status).toBe(200);

      await expect
        .poll(async () => (await get(other, leaflet, declared)).statusCode, { timeout: 1_000 })
        .toBe(200);
      const document = new JSDOM((await get(other, leaflet, declared)).body).window.document;
      expect(document.querySelector('h1')?.textContent).toBe(`${made.name} Prescribing Information`);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
      expect(document.querySelector('section[aria-labelledby="pi-indications"]')?.textContent).toContain(
        shipped!.indications[0],
      );
      expect(await links(page)).toContain(leaflet);
      expect(await links('/prescribing-info', declared)).toContain(leaflet);
      // Asked for without the declaration: the declaration at its address, which sends the visitor back to it.
      const asked = await get(other, leaflet);
      expect(asked.statusCode).toBe(200);
      expect(asked.body).not.toContain(shipped!.indications[0]);
      const declaring = await other.inject({
        method: 'POST',
        url: '/prescribing-info/declaration',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ next: leaflet, declared: 'yes' }).toString(),
      });
      expect(declaring.statusCode).toBe(303);
      expect(declaring.headers.location).toBe(leaflet);
    } finally {
      await handle.db.deleteFrom('products').where('slug', '=', made.slug).execute();
      await suite.store.pageChanges.record([catalogueTag, productTag(made.slug)]);
    }
    await expect
      .poll(async () => (await get(other, leaflet, declared)).statusCode, { timeout: 1_000 })
      .toBe(404);
  });

  it('preview a draft as its page in each language for staff, the public page unchanged', async () => {
    const slug = 'omega-3-fish-oil';
    const seller = await suite.store.staffAccounts.create({
      email: 'seller@in.example',
      displayName: 'seller',
      roles: ['sales'],
    });
    const cookie = await saveDraftWith('preview@in.example', slug, { price: 4321 });
    for (const [lang, words] of [
      ['en', 'Request a quote'],
      ['te', 'lang="te-IN"'],
      ['hi', 'lang="hi-IN"'],
    ] as const) {
      const preview = await app.inject({
        method: 'GET',
        url: `/api/products/${slug}/draft/preview?lang=${lang}`,
        headers: { cookie },
      });
      expect(preview.statusCode, lang).toBe(200);
      expect(preview.headers['content-type']).toContain('text/html');
      expect(preview.headers['cache-control']).toBe('no-store');
      expect(preview.headers['x-robots-tag']).toBe('noindex');
      expect(preview.body).toContain('₹4,321.00');
      expect(preview.body).toContain(words);
    }
    expect((await get(app, `/products/supplements/${slug}`)).body).not.toContain('₹4,321.00');
    const refused = await app.inject({
      method: 'GET',
      url: `/api/products/${slug}/draft/preview`,
      headers: { cookie: await accountSessionCookie(suite.store, seller.id) },
    });
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/products/${slug}/draft/preview` })).statusCode).toBe(
      401,
    );
  });
});
