import type { FastifyInstance } from 'fastify';
import { type CatalogueProduct, type CategoryId, productPath } from '#catalogue/catalogue.ts';
import {
  editedRecord,
  type MasterProductView,
  productEndpoints,
  productMessages,
  productRecordSchema,
} from '#contract/products.ts';
import { istDateTime, todayInIst } from '#contract/ist-date-time.ts';
import { hasPrescribingInfo } from '#catalogue/medicines.ts';
import { pathInLocale } from '#languages/locales.ts';
import { noteAuditedRead } from '../audit/access-audit.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import { productCsv, readProductCsv } from '../products/product-csv.ts';
import { fieldChanges } from '../products/product-fields.ts';
import { reviewDraft } from '../products/product-review.ts';
import { unwrittenProduct } from '../products/tablet-products.ts';
import { catalogueTag, type PageChanges, productTag } from '../site/page-changes.ts';
import type { PageRenderer } from '../site/page-renderer.ts';
import { sendPrivatePage } from '../site/static-site.ts';
import { adminKeyPerson } from '../store/product-publication.ts';
import type { MasterProduct, ProductDraft, ProductRepository } from '../store/product-repository.ts';
import type { StaffAccountRepository } from '../store/staff-account-repository.ts';

export interface ProductRouteOptions {
  products: ProductRepository;
  /** Every page that shows a product: its pages, its list, the home page's showcase. */
  pageChanges: PageChanges;
  audit: AuditLog;
  /** Whose names the answers give beside the ids they name people by. */
  accounts: Pick<StaffAccountRepository, 'list'>;
  /** Renders the product's page as its draft would make it; none when the server serves no pages. */
  renderer?: PageRenderer;
}

/** Who authors, approves or publishes: a named account, or the site's admin key. */
export const personOf = (actor: { accountId: string | null }) => actor.accountId ?? adminKeyPerson;

const view = (product: MasterProduct, draft: ProductDraft | undefined): MasterProductView => ({
  slug: product.slug,
  categoryId: product.categoryId,
  place: product.place,
  version: product.version,
  record: { ...product.record },
  translations: product.translations,
  editedBy: product.editedBy,
  draft: draft ? { ...draft, record: { ...draft.record } } : null,
});

/**
 * What the product routes answer with: the names of the people an answer names (`peopleNamed`),
 * and a product with its draft as readProduct answers it (`current`).
 */
export function productAnswers(products: ProductRepository, accounts: ProductRouteOptions['accounts']) {
  /** The display names of the people named, by the id they are named with. */
  const peopleNamed = async (named: readonly (string | null)[]) => {
    const wanted = new Set(named.filter((person) => person !== null));
    const people: Record<string, string> = {};
    if (wanted.has(adminKeyPerson)) people[adminKeyPerson] = 'the admin key';
    for (const account of await accounts.list())
      if (wanted.has(account.id)) people[account.id] = account.displayName;
    return people;
  };
  const peopleOf = (product: MasterProductView) =>
    peopleNamed([product.editedBy, product.draft?.author ?? null, product.draft?.approvedBy ?? null]);

  const current = async (slug: string) => {
    const found = await products.bySlug(slug);
    if (!found) throw new RequestError(404, productMessages.notFound);
    const product = view(found, await products.draftOf(slug));
    return { product, people: await peopleOf(product) };
  };
  return { peopleNamed, current };
}

/**
 * A draft's record with the pack shot uploaded to the draft it replaces: neither the form nor a CSV
 * file carries the picture, so saving texts never drops it.
 */
function keepingPackShot(record: CatalogueProduct, earlier: ProductDraft | undefined): CatalogueProduct {
  return earlier?.record.packShot === undefined ? record : { ...record, packShot: earlier.record.packShot };
}

/**
 * The product master's staff side: the catalogue role drafts and publishes, the medical role
 * approves a prescription product's medical text, never its own draft (decision 066).
 */
export function registerProductRoutes(app: FastifyInstance, options: ProductRouteOptions) {
  const { products, pageChanges, audit, accounts, renderer } = options;
  const { peopleNamed, current } = productAnswers(products, accounts);

  registerEndpoint(app, productEndpoints.list, async (request) => {
    const page = await products.editorList(request.query);
    const named = page.products.flatMap((product) => [
      product.draft?.author ?? null,
      product.draft?.approvedBy ?? null,
    ]);
    return { ...page, people: await peopleNamed(named) };
  });

  registerEndpoint(app, productEndpoints.names, async () => ({ products: await products.names() }));

  registerEndpoint(app, productEndpoints.read, (request) => current(request.params.slug));

  registerEndpoint(app, productEndpoints.saveDraft, async (request) => {
    const { slug } = request.params;
    const live = await products.bySlug(slug);
    if (!live) throw new RequestError(404, productMessages.notFound);
    // A product never published has no page yet: its category is still to choose.
    const published = live.version > 0;
    const { categoryId } = request.body;
    if (published && categoryId !== undefined && categoryId !== live.categoryId)
      throw new RequestError(400, 'Invalid fields', { categoryId: productMessages.categoryFixed });
    const goesTo = published ? live.categoryId : ((categoryId as CategoryId | undefined) ?? live.categoryId);
    if (request.body.record.leaflet !== undefined && !hasPrescribingInfo(goesTo))
      throw new RequestError(400, 'Invalid fields', { leaflet: productMessages.leafletNotMedicine });
    const draft = {
      record: keepingPackShot(
        editedRecord(live.record, request.body.record, todayInIst(new Date())),
        await products.draftOf(slug),
      ),
      translations: request.body.translations,
    };
    const review = reviewDraft(published ? live : unwrittenProduct(live.record), draft);
    const actor = staffActor(request);
    const outcome = await products.saveDraft(slug, {
      ...draft,
      baseVersion: request.body.baseVersion,
      review,
      author: personOf(actor),
      ...(published || categoryId === undefined ? {} : { categoryId: categoryId as CategoryId }),
    });
    if (outcome.status === 'not-found') throw new RequestError(404, productMessages.notFound);
    if (outcome.status === 'stale') throw new RequestError(409, productMessages.staleVersion);
    await audit.record(actor, {
      action: 'product.draft',
      recordType: 'product',
      recordId: slug,
      details: {
        changed: review.changedFields.join(', '),
        needsMedicalApproval: review.needsMedicalApproval,
      },
    });
    return current(slug);
  });

  registerEndpoint(app, productEndpoints.approve, async (request) => {
    const { slug } = request.params;
    const actor = staffActor(request);
    const outcome = await products.approve(slug, personOf(actor));
    if (outcome.status === 'no-draft') throw new RequestError(404, productMessages.noDraft);
    if (outcome.status === 'own-draft') throw new RequestError(409, productMessages.ownDraft);
    await audit.record(actor, {
      action: 'product.approve',
      recordType: 'product',
      recordId: slug,
      details: {},
    });
    return current(slug);
  });

  registerEndpoint(app, productEndpoints.publish, async (request) => {
    const { slug } = request.params;
    const actor = staffActor(request);
    // A product made on /tablets, or a draft a tablet edit left, may still lack what its page needs.
    const draft = await products.draftOf(slug);
    const complete = draft && productRecordSchema.safeParse(draft.record);
    if (complete && !complete.success) {
      const [issue] = complete.error.issues;
      throw new RequestError(
        409,
        productMessages.incomplete(`${issue?.path.join('.') ?? 'record'}: ${issue?.message ?? ''}`),
      );
    }
    const outcome = await products.publish(slug, personOf(actor));
    if (outcome.status === 'no-draft') throw new RequestError(404, productMessages.noDraft);
    if (outcome.status === 'stale') throw new RequestError(409, productMessages.staleVersion);
    if (outcome.status === 'needs-approval') throw new RequestError(409, productMessages.needsApproval);
    if (outcome.status === 'stale-translations')
      throw new RequestError(409, productMessages.staleTranslations);
    await pageChanges.changed([catalogueTag, productTag(slug)]);
    await audit.record(actor, {
      action: 'product.publish',
      recordType: 'product',
      recordId: slug,
      details: { version: outcome.version },
    });
    return current(slug);
  });

  registerEndpoint(app, productEndpoints.history, async (request) => {
    const versions = await products.versions(request.params.slug);
    if (versions.length === 0 && !(await products.bySlug(request.params.slug)))
      throw new RequestError(404, productMessages.notFound);
    return {
      people: await peopleNamed(versions.map((version) => version.editedBy)),
      versions: versions.map((version, index) => ({
        version: version.version,
        editedBy: version.editedBy,
        createdAt: version.createdAt,
        restoredFrom: version.restoredFrom,
        changes: fieldChanges(versions[index + 1], version),
      })),
    };
  });

  registerEndpoint(app, productEndpoints.restore, async (request) => {
    const { slug, version } = request.params;
    const actor = staffActor(request);
    const outcome = await products.restore(slug, version, request.body.baseVersion, personOf(actor));
    if (outcome.status === 'not-found') throw new RequestError(404, productMessages.versionNotFound);
    if (outcome.status === 'stale') throw new RequestError(409, productMessages.staleVersion);
    if (outcome.status === 'same') throw new RequestError(409, productMessages.sameVersion);
    await pageChanges.changed([catalogueTag, productTag(slug)]);
    await audit.record(actor, {
      action: 'product.restore',
      recordType: 'product',
      recordId: slug,
      details: { version: outcome.version, restored: version },
    });
    return current(slug);
  });

  registerEndpoint(app, productEndpoints.exportCsv, async (request, reply) => {
    const all = await products.all();
    noteAuditedRead(request, { details: { rows: all.length } });
    const stamp = istDateTime(new Date()).slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="products-${stamp}.csv"`)
      .send(productCsv(all));
  });

  registerEndpoint(app, productEndpoints.importCsv, async (request) => {
    const { csv, dryRun } = request.body;
    const [all, drafts] = await Promise.all([products.all(), products.drafts()]);
    const reading = readProductCsv(csv, all);
    if ('problems' in reading) throw new RequestError(400, productMessages.importInvalid, reading.problems);
    const changed = reading.rows.flatMap(({ product, draft: read }) => {
      const draft = { ...read, record: keepingPackShot(read.record, drafts.get(product.slug)) };
      const changes = fieldChanges(product, draft);
      return changes.length === 0 ? [] : [{ product, draft, changes, review: reviewDraft(product, draft) }];
    });
    if (!dryRun && changed.length > 0) {
      const actor = staffActor(request);
      const saved: string[] = [];
      let stale = false;
      for (const { product, draft, review } of changed) {
        const outcome = await products.saveDraft(product.slug, {
          ...draft,
          baseVersion: product.version,
          review,
          author: personOf(actor),
        });
        if (outcome.status !== 'saved') {
          stale = true;
          break;
        }
        saved.push(product.slug);
      }
      // The drafts saved before a product moved on stay saved: the log says which they are.
      if (saved.length > 0)
        await audit.record(actor, {
          action: 'product.import',
          recordType: 'product',
          details: { drafts: saved.length, products: saved.join(', ') },
        });
      if (stale) throw new RequestError(409, productMessages.importStale);
    }
    return {
      dryRun,
      products: changed.map(({ product, changes, review }) => ({
        slug: product.slug,
        name: product.record.name,
        changes,
        review,
        replacesDraft: drafts.has(product.slug),
      })),
      counts: {
        rows: reading.rows.length,
        changed: changed.length,
        unchanged: reading.rows.length - changed.length,
      },
    };
  });

  registerEndpoint(app, productEndpoints.preview, async (request, reply) => {
    const { slug } = request.params;
    const live = await products.bySlug(slug);
    if (!live || !renderer) throw new RequestError(404, productMessages.notFound);
    const draft = await products.draftOf(slug);
    const held = await products.held(draft && { slug, ...draft });
    const page = await renderer.render(pathInLocale(productPath(live.categoryId, slug), request.query.lang), {
      catalogue: held,
    });
    return sendPrivatePage(reply, page.document);
  });
}
