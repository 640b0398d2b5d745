import { PassThrough } from 'node:stream';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { PrerenderedHeadContext } from '#app/lib/prerendered-head.tsx';
import { prerenderedHead } from '#app/pages/seo.ts';
import type { ListedPage } from '#app/pages/structured-data.ts';
import { languageOfferContext, liveDataContext, renderErrorsContext } from '#app/lib/live-data.ts';
import { type PageCatalogue, pageCatalogue } from '#app/data/page-catalogue.ts';
import { type LanguageOffer, LanguageOfferContext } from '#app/features/layout/language-offer.tsx';
import { languageChoicePath } from '#contract/language-choice.ts';
import { prescribingInfoPath } from '#contract/prescribing-info.ts';
import { languageVersions } from '#languages/language-versions.ts';
import { MessagesContext } from '#languages/messages.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { type Locale, englishPathOf, localeDetails, localeOfPath } from '#languages/locales.ts';
import type { PageSummary } from '#app/pages.ts';

export const streamTimeout = 5_000;

/** The keys the server's renderer puts the store's data and its answer under (server/site/page-renderer.ts). */
export {
  languageOfferContext,
  liveDataContext,
  pageAnswerContext,
  renderErrorsContext,
} from '#app/lib/live-data.ts';

/**
 * Renders a page, at build time or on the server as the store changes (server/site/page-renderer.ts). It
 * waits for the whole page before writing it, as for static generation: every Suspense boundary is
 * then complete and inline, so the HTML carries no streaming scripts that move hidden content into
 * place, and what a boundary lazily loads in the browser (the newsletter's form) is in the HTML too.
 * The page's share tags and JSON-LD are computed here, so they are in the HTML but neither in the
 * page's data nor in the browser's code; so are the page's texts in its language (languages/).
 */
/** The page's address as the page list spells it: prerendering asks for /products/ as well as /products. */
function pagePathname(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The offer of an English page in `offered`, in that language's words, when the page is translated into it. */
function languageOffer(pathname: string, offered: Locale | null): LanguageOffer | null {
  if (offered === null) return null;
  const version = languageVersions(pathname).find((candidate) => candidate.locale === offered);
  if (!version) return null;
  return {
    href: languageChoicePath(offered, version.path),
    tag: localeDetails[offered].tag,
    text: messagesFor(offered)['layout.offer'] ?? '',
  };
}

/**
 * The page the deepest route's loader describes (`page` in its data): what the head says of an
 * address the page list does not hold, such as a recall notice made from its recall.
 */
function routedPage({
  staticHandlerContext: { matches, loaderData },
}: EntryContext): PageSummary | undefined {
  const deepest = matches.at(-1);
  const data = deepest ? (loaderData[deepest.route.id] as { page?: PageSummary } | undefined) : undefined;
  return data?.page;
}

/**
 * The page of a list the deepest route's loader shows (`listed` in its data), whose products and
 * place among the list's pages its head describes: read once, by the loader, never the whole master.
 */
function routedList({ staticHandlerContext: { matches, loaderData } }: EntryContext): ListedPage | undefined {
  const deepest = matches.at(-1);
  const data = deepest ? (loaderData[deepest.route.id] as { listed?: ListedPage } | undefined) : undefined;
  return data?.listed;
}

/**
 * The catalogue whose products the head of a product page or a medicine's prescribing information
 * describes (its JSON-LD, its title and description). Other pages do not read it, so a change of a
 * product does not touch them.
 */
async function headCatalogue(
  pathname: string,
  loadContext: RouterContextProvider,
): Promise<PageCatalogue | undefined> {
  const english = englishPathOf(pathname);
  if (!/^\/products\/[^/]+\/[^/]+$/.test(english) && !english.startsWith(`${prescribingInfoPath}/`))
    return undefined;
  return pageCatalogue(loadContext.get(liveDataContext));
}

/** A render's error: to the server that asked for the render, else printed. */
function renderFailed(error: unknown, context: Pick<RouterContextProvider, 'get'> | undefined) {
  const errors = context?.get(renderErrorsContext);
  if (errors) errors.push(error);
  else console.error(error);
}

/** A loader's or action's error, which React Router would print: handed on like a render's. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  renderFailed(error, context as Pick<RouterContextProvider, 'get'> | undefined);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const pathname = pagePathname(request);
  const catalogue = await headCatalogue(pathname, loadContext);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const locale = localeOfPath(pathname);
    const { pipe, abort } = renderToPipeableStream(
      <PrerenderedHeadContext
        value={prerenderedHead(pathname, routedPage(routerContext), catalogue, routedList(routerContext))}
      >
        {/* The page's texts in its language; each island carries on the ones it shows. */}
        <MessagesContext value={{ locale, messages: messagesFor(locale) }}>
          <LanguageOfferContext value={languageOffer(pathname, loadContext.get(languageOfferContext))}>
            <ServerRouter context={routerContext} url={request.url} />
          </LanguageOfferContext>
        </MessagesContext>
      </PrerenderedHeadContext>,
      {
        // One chunk for the whole page: no boundary is written out of order, however far down it is.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          renderFailed(error, loadContext);
        },
      },
    );
  });
}
