import type { FastifyInstance } from 'fastify';
import { productMessages } from '#contract/products.ts';
import { uploadedPackShotDirectory } from '#catalogue/pack-shot-files.ts';
import { packShotMessages, productPackShotEndpoints } from '#contract/product-pack-shots.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import { makePackShot, PackShotImageError } from '../products/pack-shot-images.ts';
import { reviewDraft } from '../products/product-review.ts';
import type { PackShotFile, PackShotRepository } from '../store/pack-shot-repository.ts';
import type { ProductRepository } from '../store/product-repository.ts';
import { personOf, productAnswers, type ProductRouteOptions } from './products.ts';

export interface ProductPackShotRouteOptions {
  products: ProductRepository;
  packShots: PackShotRepository;
  audit: AuditLog;
  accounts: ProductRouteOptions['accounts'];
}

/**
 * Staff upload a product's pack shot to its draft, which publishing makes live. The body is read as
 * bytes whatever its Content-Type says: the picture's own bytes say what it is.
 */
export async function registerProductPackShotRoutes(
  app: FastifyInstance,
  options: ProductPackShotRouteOptions,
) {
  const { products, packShots, audit, accounts } = options;
  const { current } = productAnswers(products, accounts);

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // A request without a body is refused as the empty picture it is, not as a missing JSON object.
    scope.addHook('preValidation', async (request) => {
      request.body ??= Buffer.alloc(0);
    });

    registerEndpoint(scope, productPackShotEndpoints.upload, async (request) => {
      const { slug } = request.params;
      const live = await products.bySlug(slug);
      if (!live) throw new RequestError(404, productMessages.notFound);
      // The picture goes on the draft being made, or on a new one made from the live version.
      const draft = (await products.draftOf(slug)) ?? {
        baseVersion: live.version,
        record: live.record,
        translations: live.translations,
      };
      if (draft.baseVersion !== live.version) throw new RequestError(409, packShotMessages.draftBehind);
      const { body } = request;
      const original = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      const made = await makePackShot(slug, original).catch((error: unknown) => {
        throw error instanceof PackShotImageError ? new RequestError(400, error.message) : error;
      });
      const actor = staffActor(request);
      await packShots.save({ ...made, slug, original, uploadedBy: personOf(actor) });
      const record = { ...draft.record, packShot: made.id };
      const review = reviewDraft(live, { record, translations: draft.translations });
      const outcome = await products.saveDraft(slug, {
        baseVersion: draft.baseVersion,
        record,
        translations: draft.translations,
        review,
        author: personOf(actor),
      });
      if (outcome.status === 'not-found') throw new RequestError(404, productMessages.notFound);
      if (outcome.status === 'stale') throw new RequestError(409, productMessages.staleVersion);
      await audit.record(actor, {
        action: 'product.pack-shot',
        recordType: 'product',
        recordId: slug,
        details: { packShot: made.id, originalType: made.originalType, originalBytes: original.length },
      });
      return current(slug);
    });
  });
}

/** How many bytes of pack-shot files one instance keeps in memory: the popular ones, many times over. */
const cachedBytesMax = 32 * 1024 * 1024;

/** The files most recently served, up to a number of bytes; an id names its content, so none goes stale. */
class PackShotFileCache {
  readonly #files = new Map<string, PackShotFile>();
  #bytes = 0;

  get(name: string): PackShotFile | undefined {
    const file = this.#files.get(name);
    if (file) {
      this.#files.delete(name);
      this.#files.set(name, file);
    }
    return file;
  }

  add(file: PackShotFile) {
    if (this.#files.has(file.name) || file.bytes.length > cachedBytesMax) return;
    this.#files.set(file.name, file);
    this.#bytes += file.bytes.length;
    for (const [name, oldest] of this.#files) {
      if (this.#bytes <= cachedBytesMax) break;
      this.#files.delete(name);
      this.#bytes -= oldest.bytes.length;
    }
  }
}

/** A rendition's file name as the pages write it (`{slug}-{hash}-640.webp`); anything else is not looked up. */
const fileNamePattern = /^[a-z0-9-]{1,120}\.(?:avif|webp|jpg)$/;

/**
 * Serves the renditions of uploaded pack shots, from the store so that every instance serves every
 * upload, a draft's too (its preview shows it). A file never changes under its name, so browsers
 * and CDNs keep it for a year. An unknown name gets the site's own not-found answer.
 */
export function registerPackShotFiles(app: FastifyInstance, packShots: PackShotRepository) {
  const cache = new PackShotFileCache();
  app.get<{ Params: { file: string } }>(`${uploadedPackShotDirectory}/:file`, async (request, reply) => {
    const name = request.params.file;
    let file = cache.get(name);
    if (!file && fileNamePattern.test(name)) {
      file = await packShots.file(name);
      if (file) cache.add(file);
    }
    if (!file) return reply.callNotFound();
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
}
