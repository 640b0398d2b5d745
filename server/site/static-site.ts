import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { productCategories } from '#catalogue/catalogue.ts';
import { locales, pathInLocale } from '#languages/locales.ts';
import { decodedPath, isApiPath, querySuffix } from '../http/request-path.ts';
import { type PageDocument, type PageStore, notFoundPageFor, pageVariant } from './page-store.ts';
import type { RenderedPages } from './rendered-pages.ts';
import { pageContentSecurityPolicy } from '../http/security-headers.ts';
import {
  answersByLanguageCookie,
  languageToOffer,
  rememberLanguageOffer,
  redirectToRememberedLanguage,
} from './language-preference.ts';
import { pageResources } from '#contract/page-resources.ts';

function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accept = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

/** Answers with a page, compressed as the browser accepts, revalidated by its ETag. */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageDocument,
  status: number,
  /** Whether the language cookie or the browser's languages shape this answer (an English page that is translated). */
  variesByLanguage = false,
) {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('vary', variesByLanguage ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding')
    .header('content-security-policy', pageContentSecurityPolicy(page.scriptHashes));
  return sendDocument(request, reply, page, status);
}

/** Answers with a document held in memory: compressed as the browser accepts, revalidated by its ETag. */
function sendDocument(request: FastifyRequest, reply: FastifyReply, page: PageDocument, status: number) {
  reply.code(status).header('cache-control', 'no-cache');
  if (status === 200) {
    reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  }
  const encoding = acceptedEncoding(request);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/**
 * Answers with a page rendered for one visitor (a form's answer, a pack check, a reference): never
 * kept by any cache, never indexed, and its address, which may hold a code, sent to no other site.
 * The status is the reply's.
 */
export function sendPrivatePage(reply: FastifyReply, page: PageDocument) {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', pageContentSecurityPolicy(page.scriptHashes))
    .send(page.html);
}

/**
 * Serves the client build: prerendered pages (no-cache), hashed assets (immutable, precompressed),
 * the not-found page with status 404 for unknown paths and JSON 404 for unknown /api paths.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  clientDir: string,
  store: PageStore,
  /** Pages another part of the server answers itself (e.g. with a visitor's own reference). */
  servedElsewhere: ReadonlySet<string> = new Set(),
  /**
   * The pages as the server renders them from the store (server/site/rendered-pages.ts); without
   * them (a build with no server part) every page is served as built.
   */
  rendered?: RenderedPages,
) {
  /**
   * The tags of what a page shows, for a CDN in front to drop exactly the pages a change touches
   * (`Surrogate-Key`); `pages` names every page. Browsers and CDNs still revalidate every page
   * (`no-cache`): a CDN may keep pages longer only when it is told of every change (decision 064).
   */
  const withSurrogateKeys = (reply: FastifyReply, tags: ReadonlySet<string> = new Set()) =>
    reply.header('surrogate-key', ['pages', ...tags].join(' '));

  /** A page as the store has it now: `built` is its prerendered file, none for a page made since. */
  async function answerPage(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    built: PageDocument | undefined,
  ) {
    const translated = answersByLanguageCookie(pathname);
    // A visitor who chose another language in the switcher gets this page in it (contract/language-choice.ts).
    const redirected = translated ? redirectToRememberedLanguage(request, reply, pathname) : undefined;
    if (redirected) return redirected;
    const { q: query, page: listPage } = request.query as Record<string, unknown>;
    // A later page of a paged list (`?page=N`) is a page of its own, offering no other language.
    if (typeof listPage === 'string' && rendered?.paged(pathname)) {
      const searched = typeof query === 'string' && query !== '' ? query : undefined;
      // The first page has one address, the list's own (canonical, and what the links name).
      if (listPage === '1')
        return reply.redirect(
          searched ? `${pathname}?${new URLSearchParams({ q: searched })}` : pathname,
          301,
        );
      const shown = await rendered.listPage(pathname, listPage, searched);
      if (shown?.status === 404) return sendPage(request, reply, notFoundPageFor(store, pathname), 404);
      if (shown) {
        withSurrogateKeys(reply, shown.tags);
        return sendPage(request, reply, shown.document, 200, translated);
      }
    }
    // Once, to a browser that prefers Telugu or Hindi, the page offers itself in that language.
    const offered = translated ? languageToOffer(request, pathname) : undefined;
    if (offered !== undefined) {
      const offering = await rendered?.page(pathname, offered);
      if (offering?.status === 200) {
        rememberLanguageOffer(request, reply);
        withSurrogateKeys(reply, offering.tags);
        return sendPage(request, reply, offering.document, 200, translated);
      }
    }
    // A reloaded or sent search (`?q=`) shows its filtered list in the HTML, before any script.
    const searched = typeof query === 'string' ? await rendered?.search(pathname, query) : undefined;
    if (searched) return sendPage(request, reply, searched, 200, translated);
    const page = await rendered?.page(pathname);
    const document = page?.status === 200 ? page.document : built;
    if (!document) return sendPage(request, reply, notFoundPageFor(store, pathname), 404);
    withSurrogateKeys(reply, page?.tags);
    return sendPage(request, reply, document, 200, translated);
  }

  for (const [pathname, built] of store.pages) {
    if (servedElsewhere.has(pathname)) continue;
    app.route({
      method: ['GET', 'HEAD'],
      url: pathname,
      config: { metricsRoute: 'page' },
      handler: (request, reply) => answerPage(request, reply, pathname, built),
    });
    if (pathname !== '/') {
      // A page's folder would otherwise reach the static files and answer 403. The target is the
      // page's own path (however the request spelled it, e.g. /%61bout/), keeping the query.
      app.route({
        method: ['GET', 'HEAD'],
        url: `${pathname}/`,
        config: { metricsRoute: 'page' },
        handler: (request, reply) => reply.redirect(`${pathname}${querySuffix(request.url)}`, 301),
      });
    }
  }

  if (rendered) {
    // A product published since the build has no file: its page is rendered from the store, in
    // every language. A path of no product gets the not-found page.
    for (const locale of locales)
      for (const category of productCategories)
        app
          .route({
            method: ['GET', 'HEAD'],
            url: pathInLocale(`${category.link}/:slug`, locale),
            config: { metricsRoute: 'page' },
            handler: async (request, reply) => {
              const pathname = decodedPath(request.url);
              // Anyone can make up such addresses: one of no product is answered without a render.
              if (!(await rendered.isProductPage(pathname)))
                return sendPage(request, reply, notFoundPageFor(store, pathname), 404);
              return answerPage(request, reply, pathname, undefined);
            },
          })
          .route({
            method: ['GET', 'HEAD'],
            url: pathInLocale(`${category.link}/:slug/`, locale),
            config: { metricsRoute: 'page' },
            handler: (request, reply) =>
              // The address as sent (still percent-encoded), without its closing slash.
              reply.redirect(
                `${request.url.split('?')[0]!.replace(/\/+$/, '')}${querySuffix(request.url)}`,
                301,
              ),
          });

    // The files rendered from the store like pages: the sitemap, whose lastmod a product staff change
    // moves, and the chat's catalogue, whose prices and products it changes.
    for (const resource of Object.values(pageResources)) {
      const builtFile = await readFile(path.join(clientDir, resource.path), 'utf8').catch(() => undefined);
      const built = builtFile === undefined ? undefined : pageVariant(builtFile, []);
      app.route({
        method: ['GET', 'HEAD'],
        url: resource.path,
        config: { metricsRoute: 'page' },
        handler: async (request, reply) => {
          const current = await rendered.page(resource.path);
          const document = current?.document ?? built;
          if (!document) return sendPage(request, reply, store.notFound, 404);
          reply
            .header('content-type', resource.contentType)
            .header('vary', 'Accept-Encoding')
            .header('surrogate-key', ['pages', ...(current?.tags ?? [])].join(' '));
          return sendDocument(request, reply, document, 200);
        },
      });
    }
  }

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    serveDotFiles: false,
    // serveDotFiles only steers the wildcard routes; this makes a file such as /.env not found.
    dotfiles: 'ignore',
    // Pages are answered from memory above; their files are not a second address. A folder
    // (/assets/) is not an address either: it gets the not-found page, not a 403.
    allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.endsWith('/'),
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodedPath(request.url);
    if (isApiPath(pathname)) {
      return reply.code(404).send({ error: `No API endpoint at ${request.method} ${pathname}` });
    }
    return sendPage(request, reply, notFoundPageFor(store, pathname), 404);
  });
}
