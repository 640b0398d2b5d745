import { posix } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  declarationCookie,
  declarationFields,
  declarationPath,
  declarationTexts,
  declaredValue,
  prescribingInfoPath,
  prescribingInfoPathOf,
} from '#contract/prescribing-info.ts';
import { isForeignOrigin } from '../auth/same-origin.ts';
import { acceptFormPosts } from '../http/form-posts.ts';
import { decodedPath, querySuffix } from '../http/request-path.ts';
import type { PageDocument, PageStore } from '../site/page-store.ts';
import type { PageRenderer } from '../site/page-renderer.ts';
import type { RenderCache } from '../site/render-cache.ts';
import { renderKey } from '../site/rendered-pages.ts';
import { sendPage } from '../site/static-site.ts';

/**
 * Over HTTPS the name carries the __Host- prefix, like the staff cookies' (server/auth/staff-cookies.ts):
 * the browser then accepts it only Secure, for Path=/ and without a Domain.
 */
export function declarationCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? `__Host-${declarationCookie.name}` : declarationCookie.name;
}

function hasDeclared(request: FastifyRequest): boolean {
  return request.cookies[declarationCookieName(request)] === declarationCookie.value;
}

/** A path of the prescribing-information tree, however it is spelled (`//`, `/./`, `%2F`, `.data`). */
function isUnderPrescribingInfo(url: string): boolean {
  const path = posix.normalize(decodedPath(url));
  return (
    path === prescribingInfoPath ||
    path.startsWith(`${prescribingInfoPath}/`) ||
    path.startsWith(`${prescribingInfoPath}.`)
  );
}

/** The address of a medicine's leaflet, as prescribingInfoPathOf writes it. */
const leafletPathPattern = new RegExp(`^${prescribingInfoPathOf('[a-z0-9-]{1,80}')}$`);

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The build's prescribing information pages lack ${what}`);
  return value;
}

/**
 * The declaration standing in for a prescribing page, rendered by that page's own route at its
 * own address (app/features/prescribing-info/declaration-asked.ts): that page's head (title,
 * canonical, robots noindex) and heading, so the address still says what was asked for, with the
 * form sending the visitor back to it and "No" leading to its public page. Without a renderer (a
 * build with no server part), or when a render fails, the declaration page as built stands in: its
 * "Yes" leads to the list.
 */
function declarations(
  renderer: PageRenderer | undefined,
  cache: RenderCache,
  asBuilt: PageDocument,
  log: FastifyBaseLogger,
) {
  const render = async (path: string, message?: string): Promise<PageDocument> => {
    if (!renderer) return asBuilt;
    const answer = { kind: 'declaration' as const, ...(message !== undefined && { message }) };
    try {
      // The same for every visitor until a new build: kept in the render cache; a refusal is not.
      const rendered =
        message === undefined
          ? await cache.page(renderKey(path, 'declaration'), () => renderer.render(path, { answer }))
          : await renderer.render(path, { answer });
      return rendered.document;
    } catch (error) {
      log.error({ err: error, page: path }, 'the declaration in a page’s place could not be rendered');
      return asBuilt;
    }
  };
  return {
    of: (path: string) => render(path),
    refusing: (path: string, message: string) => render(path, message),
  };
}

/** Every answer about prescribing information: never indexed, never kept by a shared cache. */
function privateAnswer(reply: FastifyReply) {
  reply
    .header('x-robots-tag', 'noindex')
    .header('vary', 'Accept-Encoding, Cookie')
    .header(
      'cache-control',
      reply.statusCode === 200 || reply.statusCode === 304 ? 'private, no-cache' : 'no-store',
    );
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * `/prescribing-info` and each medicine's leaflet, for healthcare professionals only (issue 29). A
 * request without the declaration cookie gets the declaration in the page's place; the declaration
 * form (a plain POST, so it works without script) sets the cookie for the browser session and sends
 * the visitor on to the page asked for, which must be one of these pages. The build's other files
 * under the same path (`.data`, compressed twins) answer not found, so none is a way round.
 *
 * Answers the paths it serves, for registerStaticSite to leave alone.
 */
export async function registerPrescribingInfoPages(
  app: FastifyInstance,
  pages: PageStore,
  /** Renders the declaration in a page's place (absent without a server build). */
  renderer: PageRenderer | undefined,
  cache: RenderCache,
  /**
   * Whether the product master publishes a leaflet at this address now: one written since the build
   * is served, one a rollback took away is not. Without a renderer, the build's leaflets are served.
   */
  leafletNow: (path: string) => Promise<boolean>,
): Promise<readonly string[]> {
  const served = [...pages.pages.keys()].filter((path) => isUnderPrescribingInfo(path));
  const ownRoutes = new Set<string>();

  // Registered whatever the build holds, so no spelling of a path under the tree reaches the files.
  app.addHook('onRequest', async (request, reply) => {
    if (ownRoutes.has(request.routeOptions.url ?? '') || !isUnderPrescribingInfo(request.url)) return;
    privateAnswer(reply);
    return sendPage(request, reply, pages.notFound, 404);
  });
  if (served.length === 0) return served;

  const declarationPage = required(pages.pages.get(declarationPath), `the page ${declarationPath}`);
  const gated = new Map<string, PageDocument>();
  for (const path of served) if (path !== declarationPath) gated.set(path, pages.pages.get(path)!);
  required(gated.get(prescribingInfoPath), `the page ${prescribingInfoPath}`);
  const declaration = declarations(renderer, cache, declarationPage, app.log);
  /**
   * A page as the server renders it from the product master (its medicines' names and label facts
   * as published now), kept until a change of them; the page as built without a renderer, or when
   * the render fails.
   */
  const asRendered = async (path: string, built: PageDocument | undefined): Promise<PageDocument> => {
    if (!renderer) return built!;
    try {
      return (await cache.page(renderKey(path), () => renderer.render(path))).document;
    } catch (error) {
      if (!built) throw error;
      app.log.error({ err: error, page: path }, 'a prescribing information page could not be rendered');
      return built;
    }
  };
  /** Whether a page of this tree is published now: the list, or a medicine's leaflet. */
  const isPublished = async (path: string): Promise<boolean> => {
    if (path === prescribingInfoPath) return true;
    if (!leafletPathPattern.test(path) || path === declarationPath) return false;
    return renderer ? leafletNow(path) : gated.has(path);
  };

  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply, payload) => {
      privateAnswer(reply);
      return payload;
    });
    acceptFormPosts(scope, 2_048);
    const route = (
      url: string,
      handler: (request: FastifyRequest, reply: FastifyReply) => unknown,
      method: 'GET' | 'POST' = 'GET',
    ) => {
      ownRoutes.add(url);
      scope.route({ method: method === 'GET' ? ['GET', 'HEAD'] : 'POST', url, handler });
    };
    const withoutSlash = (path: string) =>
      route(`${path}/`, (request, reply) => reply.redirect(`${path}${querySuffix(request.url)}`, 301));

    const gatedPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
      if (!(await isPublished(path))) return sendPage(request, reply, pages.notFound, 404);
      return sendPage(
        request,
        reply,
        hasDeclared(request) ? await asRendered(path, gated.get(path)) : await declaration.of(path),
        200,
      );
    };
    route(prescribingInfoPath, (request, reply) => gatedPage(request, reply, prescribingInfoPath));
    withoutSlash(prescribingInfoPath);
    const leafletRoute = prescribingInfoPathOf(':slug');
    const leafletPathOf = (request: FastifyRequest) =>
      prescribingInfoPathOf((request.params as { slug: string }).slug);
    route(leafletRoute, (request, reply) => gatedPage(request, reply, leafletPathOf(request)));
    route(`${leafletRoute}/`, async (request, reply) => {
      const path = leafletPathOf(request);
      if (!(await isPublished(path))) return sendPage(request, reply, pages.notFound, 404);
      return reply.redirect(`${path}${querySuffix(request.url)}`, 301);
    });
    route(declarationPath, (request, reply) => sendPage(request, reply, declarationPage, 200));
    withoutSlash(declarationPath);

    route(
      declarationPath,
      async (request, reply) => {
        const sent = (request.body ?? {}) as Record<string, unknown>;
        const asked = first(sent[declarationFields.next]);
        const next = typeof asked === 'string' && asked !== '' ? asked : prescribingInfoPath;
        // Only a page of this tree, exactly as published: never an address elsewhere.
        const target = (await isPublished(next)) ? next : undefined;
        const refuse = async (status: number, shown: string, message: string) =>
          sendPage(request, reply, await declaration.refusing(shown, message), status);
        if (isForeignOrigin(request))
          return refuse(403, target ?? prescribingInfoPath, declarationTexts.foreignOrigin);
        if (!target) return refuse(400, prescribingInfoPath, declarationTexts.unknownPage);
        if (first(sent[declarationFields.declared]) !== declaredValue)
          return refuse(400, target, declarationTexts.notDeclared);
        return reply
          .setCookie(declarationCookieName(request), declarationCookie.value, {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            // Behind a TLS-terminating proxy this needs TRUST_PROXY, so that X-Forwarded-Proto counts.
            secure: request.protocol === 'https',
          })
          .redirect(next, 303);
      },
      'POST',
    );
  });
  return served;
}
