import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { packShotLimits, packShotMessages } from '#contract/product-pack-shots.ts';
import { type MasterProductView, productMessages } from '#contract/products.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { accountSessionCookie, buildTestApp, call } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { createDatabase, type DatabaseHandle } from '../db/create-db.ts';
import { followShippedCatalogue } from '../store/shipped-catalogue.ts';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const supplement = { slug: 'heartguard-coq10', page: '/products/supplements/heartguard-coq10' };
const prescription = 'cardiohealth-plus';

/** A photograph as a phone saves it: with EXIF, where it was taken among it. */
const photograph = (width: number, height: number, background = '#b91c1c') =>
  sharp({ create: { width, height, channels: 3, background } })
    .withExif({
      IFD0: { Artist: 'R. Sharma' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '17/1 23/1 0/1' },
    })
    .png()
    .toBuffer();

const renditions = [
  { suffix: '320.avif', type: 'image/avif', format: 'heif', width: 320, height: 240 },
  { suffix: '320.webp', type: 'image/webp', format: 'webp', width: 320, height: 240 },
  { suffix: '640.avif', type: 'image/avif', format: 'heif', width: 640, height: 480 },
  { suffix: '640.webp', type: 'image/webp', format: 'webp', width: 640, height: 480 },
  { suffix: 'share.jpg', type: 'image/jpeg', format: 'jpeg', width: 1200, height: 630 },
];

describeForEachEngine('pack shots uploaded by staff', (engine) => {
  const suite = useSuiteStore(engine);
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  /** A second instance on the same store, without the site: as behind a load balancer. */
  let other: FastifyInstance;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    handle = createDatabase(suite.target.options);
    app = await buildTestApp(suite.store, { buildDir });
    other = await buildTestApp(suite.store);
    const account = async (name: string, roles: StaffRole[]) => {
      const created = await suite.store.staffAccounts.create({
        email: `${name}@in.example`,
        displayName: name,
        roles,
      });
      cookies[name] = await accountSessionCookie(suite.store, created.id);
    };
    await account('editor', ['catalogue']);
    await account('doctor', ['medical']);
    await account('seller', ['sales']);
  });
  afterAll(async () => {
    await app.close();
    await other.close();
    await handle.db.destroy();
  });
  beforeEach(async () => {
    await handle.db.deleteFrom('products').execute();
    await followShippedCatalogue(handle.db, engine);
  });

  const upload = (slug: string, picture: Buffer, type = 'image/png', who = 'editor') =>
    call(app, {
      method: 'PUT',
      url: `/api/products/${slug}/pack-shot`,
      headers: { cookie: cookies[who]!, 'content-type': type },
      payload: picture,
    });
  const productOf = (answer: { body: unknown }) => (answer.body as { product: MasterProductView }).product;
  const read = async (slug: string) =>
    productOf(
      await call(app, { method: 'GET', url: `/api/products/${slug}`, headers: { cookie: cookies.editor! } }),
    );
  const publish = (slug: string) =>
    call(app, {
      method: 'POST',
      url: `/api/products/${slug}/draft/publication`,
      headers: { cookie: cookies.editor! },
    });
  const media = (instance: FastifyInstance, name: string) =>
    instance.inject({ method: 'GET', url: `/media/packs/${name}` });
  const storedCount = async () => {
    const rows = await handle.db.selectFrom('pack_shots').select('id').execute();
    return rows.length;
  };

  it('puts the picture on the draft, serves its renditions without its EXIF, and shows it on the pages once published', async () => {
    const original = await photograph(1600, 900);
    const uploaded = await upload(supplement.slug, original);
    expect(uploaded.status).toBe(200);
    const product = productOf(uploaded);
    const id = product.draft?.record.packShot as string;
    expect(id).toMatch(/^heartguard-coq10-[0-9a-f]{12}$/);
    expect(product.record.packShot).toBeUndefined();
    // A picture is no medical text: nothing waits for an approval.
    expect(product.draft).toMatchObject({
      baseVersion: 1,
      review: { changedFields: ['packShot'], needsMedicalApproval: false, staleTranslations: [] },
    });
    expect((await suite.store.packShots.original(id))?.bytes.equals(original)).toBe(true);
    const [entry] = await suite.store.audit.list({ action: 'product.pack-shot' }, { limit: 1 });
    expect(entry).toMatchObject({
      recordType: 'product',
      recordId: supplement.slug,
      details: { packShot: id },
    });

    // Served by every instance on the store, the draft's too.
    for (const instance of [app, other]) {
      for (const rendition of renditions) {
        const answer = await media(instance, `${id}-${rendition.suffix}`);
        expect(answer.statusCode, rendition.suffix).toBe(200);
        expect(answer.headers['content-type']).toBe(rendition.type);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        const metadata = await sharp(answer.rawPayload).metadata();
        expect(metadata).toMatchObject({
          format: rendition.format,
          width: rendition.width,
          height: rendition.height,
        });
        expect(metadata.exif).toBeUndefined();
      }
    }

    // Until it is published the public page shows the drawn pack shot, the draft's preview the new one.
    const before = (await app.inject({ method: 'GET', url: supplement.page })).body;
    expect(before).toContain(`/images/packs/${supplement.slug}-640.webp`);
    expect(before).not.toContain('/media/packs/');
    const preview = await app.inject({
      method: 'GET',
      url: `/api/products/${supplement.slug}/draft/preview`,
      headers: { cookie: cookies.editor! },
    });
    expect(preview.body).toContain(`/media/packs/${id}-640.webp`);

    expect((await publish(supplement.slug)).status).toBe(200);
    expect((await read(supplement.slug)).record.packShot).toBe(id);
    const page = new JSDOM((await app.inject({ method: 'GET', url: supplement.page })).body).window.document;
    const picture = page.querySelector('main picture');
    expect(picture?.querySelector('img')?.getAttribute('src')).toBe(`/media/packs/${id}-640.webp`);
    expect(
      [...(picture?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('srcset')),
    ).toEqual([
      `/media/packs/${id}-320.avif 320w, /media/packs/${id}-640.avif 640w`,
      `/media/packs/${id}-320.webp 320w, /media/packs/${id}-640.webp 640w`,
    ]);
    expect(page.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      new RegExp(`/media/packs/${id}-share\\.jpg$`),
    );
    const telugu = (await app.inject({ method: 'GET', url: `/te${supplement.page}` })).body;
    expect(telugu).toContain(`/media/packs/${id}-640.webp`);
    const list = (await app.inject({ method: 'GET', url: '/products/supplements' })).body;
    expect(list).toContain(`/media/packs/${id}-640.webp`);
    // Another product keeps its drawn pack shot.
    expect(list).toContain('/images/packs/omega-3-fish-oil-640.webp');
  });

  it('keeps the draft’s text and its pack shot together, whichever is saved first', async () => {
    const live = await read(supplement.slug);
    const { id: _id, slug: _slug, pack: _pack, icon: _icon, colour: _colour, ...record } = live.record;
    const saveText = (price: number) =>
      call(app, {
        method: 'PUT',
        url: `/api/products/${supplement.slug}/draft`,
        headers: { cookie: cookies.editor! },
        payload: { baseVersion: live.version, record: { ...record, price }, translations: live.translations },
      });
    expect((await saveText(650)).status).toBe(200);
    const uploaded = productOf(await upload(supplement.slug, await photograph(800, 600)));
    expect(uploaded.draft?.record).toMatchObject({ price: 650, packShot: expect.any(String) });
    expect(uploaded.draft?.review.changedFields).toEqual(['price', 'packShot']);

    const saved = productOf(await saveText(660));
    expect(saved.draft?.record).toMatchObject({ price: 660, packShot: uploaded.draft?.record.packShot });

    // Nor does a price changed through a CSV file drop it.
    const imported = await call(app, {
      method: 'POST',
      url: '/api/products/import',
      headers: { cookie: cookies.editor! },
      payload: { csv: `slug,price\r\n${supplement.slug},670.00\r\n`, dryRun: false },
    });
    expect(imported.status).toBe(200);
    expect((await read(supplement.slug)).draft?.record).toMatchObject({
      price: 670,
      packShot: uploaded.draft?.record.packShot,
    });
  });

  it('asks for a draft made from an older version to be saved again before a picture goes on it', async () => {
    const live = await read(supplement.slug);
    const { id: _id, slug: _slug, pack: _pack, icon: _icon, colour: _colour, ...record } = live.record;
    const saveText = (baseVersion: number, price: number) =>
      call(app, {
        method: 'PUT',
        url: `/api/products/${supplement.slug}/draft`,
        headers: { cookie: cookies.editor! },
        payload: { baseVersion, record: { ...record, price }, translations: live.translations },
      });
    expect((await saveText(1, 650)).status).toBe(200);
    expect((await publish(supplement.slug)).status).toBe(200);
    expect((await saveText(2, 660)).status).toBe(200);
    // Rolled back to version 1 as version 3: the draft made from version 2 is kept.
    const restored = await call(app, {
      method: 'POST',
      url: `/api/products/${supplement.slug}/versions/1/restoration`,
      headers: { cookie: cookies.editor! },
      payload: { baseVersion: 2 },
    });
    expect(restored.status).toBe(200);
    expect(await upload(supplement.slug, await photograph(800, 600))).toMatchObject({
      status: 409,
      body: { error: packShotMessages.draftBehind },
    });
    expect(await storedCount()).toBe(0);
    expect((await saveText(3, 660)).status).toBe(200);
    expect((await upload(supplement.slug, await photograph(800, 600))).status).toBe(200);
  });

  it('publishes a prescription product’s new picture without a medical approval', async () => {
    const uploaded = productOf(
      await upload(prescription, await photograph(1024, 768, '#0f766e'), 'image/webp'),
    );
    expect(uploaded.draft?.review.needsMedicalApproval).toBe(false);
    expect((await publish(prescription)).status).toBe(200);
  });

  it('refuses what is not a picture, a picture too small, a body too large and an unknown product, keeping nothing', async () => {
    expect(
      await upload(supplement.slug, Buffer.from('Batch HG-1042, expiry 03/2028'), 'image/jpeg'),
    ).toMatchObject({
      status: 400,
      body: { error: packShotMessages.notAnImage },
    });
    expect(await upload(supplement.slug, Buffer.from('{"image": "none"}'), 'application/json')).toMatchObject(
      {
        status: 400,
        body: { error: packShotMessages.notAnImage },
      },
    );
    expect(await upload(supplement.slug, await photograph(300, 200))).toMatchObject({
      status: 400,
      body: { error: packShotMessages.tooSmall(300, 200) },
    });
    expect((await upload(supplement.slug, Buffer.alloc(packShotLimits.uploadBytesMax + 1))).status).toBe(413);
    expect(await upload('no-such-product', await photograph(800, 600))).toMatchObject({
      status: 404,
      body: { error: productMessages.notFound },
    });
    expect(await storedCount()).toBe(0);
    expect((await read(supplement.slug)).draft).toBeNull();
  });

  it('lets only the catalogue role upload', async () => {
    const picture = await photograph(800, 600);
    for (const who of ['seller', 'doctor'])
      expect((await upload(supplement.slug, picture, 'image/png', who)).status).toBe(403);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/products/${supplement.slug}/pack-shot`,
      headers: { 'content-type': 'image/png' },
      payload: picture,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedCount()).toBe(0);
  });

  it('answers an unknown file as the site answers any, and reads a served file from the store once', async () => {
    const missing = await media(app, `${supplement.slug}-000000000000-640.webp`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect((await media(other, 'not a file name.exe')).statusCode).toBe(404);

    const id = productOf(await upload(supplement.slug, await photograph(900, 700, '#1d4ed8'))).draft?.record
      .packShot as string;
    const reads = vi.spyOn(suite.store.packShots, 'file');
    try {
      for (let time = 0; time < 3; time += 1)
        expect((await media(app, `${id}-320.webp`)).statusCode).toBe(200);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });
});
