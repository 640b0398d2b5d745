import { posix } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  declarationCookie,
  declarationFields,
  declarationPath,
  declarationSlots,
  declarationTexts,
  declaredValue,
  prescribingInfoPath,
} from '#contract/prescribing-info.ts';
import { isForeignOrigin } from '../auth/same-origin.ts';
import { acceptFormPosts } from '../http/form-posts.ts';
import { decodedPath, querySuffix } from '../http/request-path.ts';
import { escapeHtml } from '../site/escape-html.ts';
import { type PageDocument, type PageStore, inlineScriptHashes, pageVariant } from '../site/page-store.ts';
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

/** The opening tag of the element carrying a slot attribute. */
const slotTag = (slot: string) => new RegExp(`<[a-z][a-z0-9]*\\b[^>]*\\b${slot}=""[^>]*>`);
const titlePattern = new RegExp(`(<h1\\b[^>]*\\b${declarationSlots.title}=""[^>]*>)([^<]*)(</h1>)`);
const messagePattern = new RegExp(`(<div\\b[^>]*\\b${declarationSlots.message}=""[^>]*>)(</div>)`);
const headPattern = /<head>[\s\S]*?<\/head>/;

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The build's prescribing information pages lack ${what}`);
  return value;
}

/** What the declaration shown in a page's place takes from it: its head, heading and "back" link. */
interface AskedPage {
  path: string;
  head: string;
  /** As written in the page's HTML (escaped already). */
  title: string;
  back: string;
}

function askedPage(path: string, page: PageDocument): AskedPage {
  const html = page.html.toString('utf8');
  const backTag = slotTag(declarationSlots.back).exec(html)?.[0];
  return {
    path,
    head: required(headPattern.exec(html)?.[0], `a head in ${path}`),
    title: required(titlePattern.exec(html)?.[2], `a heading marked ${declarationSlots.title} in ${path}`),
    back: required(
      backTag ? /\bhref="([^"]*)"/.exec(backTag)?.[1] : undefined,
      `a link marked ${declarationSlots.back} in ${path}`,
    ),
  };
}

/**
 * The declaration page standing in for a prescribing page: that page's head (title, canonical,
 * robots noindex) and heading, so the address still says what was asked for, with the form sending
 * the visitor back to it and "No" leading to its public page.
 */
function declarationFor(template: string, asked: AskedPage, message?: string): PageDocument {
  let html = template;
  const fill = (pattern: RegExp, what: string, replace: (match: string, ...groups: string[]) => string) => {
    required(pattern.exec(html)?.[0], `${what} in ${declarationPath}`);
    html = html.replace(pattern, replace);
  };
  fill(headPattern, 'a head', () => asked.head);
  fill(titlePattern, 'a marked heading', (_, open, _title, close) => `${open}${asked.title}${close}`);
  fill(slotTag(declarationSlots.next), 'the next field', (tag) =>
    tag.replace(/\bvalue="[^"]*"/, () => `value="${escapeHtml(asked.path)}"`),
  );
  fill(slotTag(declarationSlots.back), 'the back link', (tag) =>
    tag.replace(/\bhref="[^"]*"/, () => `href="${asked.back}"`),
  );
  fill(messagePattern, 'the message slot', (match, open, close) =>
    message ? `${open}<p role="alert">${escapeHtml(message)}</p>${close}` : match,
  );
  return pageVariant(html, inlineScriptHashes(html));
}

interface GatedPage {
  page: PageDocument;
  asked: AskedPage;
  /** Served in its place until the visitor declares. */
  declaration: PageDocument;
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
  const template = declarationPage.html.toString('utf8');
  const gated = new Map<string, GatedPage>();
  for (const path of served) {
    if (path === declarationPath) continue;
    const page = pages.pages.get(path)!;
    const asked = askedPage(path, page);
    gated.set(path, { page, asked, declaration: declarationFor(template, asked) });
  }
  const index = required(gated.get(prescribingInfoPath), `the page ${prescribingInfoPath}`);

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

    for (const [path, { page, declaration }] of gated) {
      route(path, (request, reply) =>
        sendPage(request, reply, hasDeclared(request) ? page : declaration, 200),
      );
      withoutSlash(path);
    }
    route(declarationPath, (request, reply) => sendPage(request, reply, declarationPage, 200));
    withoutSlash(declarationPath);

    route(
      declarationPath,
      (request, reply) => {
        const sent = (request.body ?? {}) as Record<string, unknown>;
        const asked = first(sent[declarationFields.next]);
        const next = typeof asked === 'string' && asked !== '' ? asked : prescribingInfoPath;
        // Only a page of this tree, exactly as published: never an address elsewhere.
        const target = gated.get(next);
        const refuse = (status: number, shown: GatedPage, message: string) =>
          sendPage(request, reply, declarationFor(template, shown.asked, message), status);
        if (isForeignOrigin(request)) return refuse(403, target ?? index, declarationTexts.foreignOrigin);
        if (!target) return refuse(400, index, declarationTexts.unknownPage);
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
