import { createContext } from 'react-router';
import type { PageAnswer } from '#contract/page-answers.ts';
import type { LiveData } from '#contract/live-data.ts';
import type { Locale } from '#languages/locales.ts';

export const liveDataContext = createContext<LiveData | null>(null);

/** The server's answer to this visitor's request, when the page is rendered as one (contract/page-answers.ts). */
export const pageAnswerContext = createContext<PageAnswer | null>(null);

/** The language an English page offers itself in, once, to a browser that prefers it. */
export const languageOfferContext = createContext<Locale | null>(null);

/**
 * Where a render's errors go when the server renders the page (server/site/page-renderer.ts): the
 * server logs the first as the render's failure, once, with its page. Without it (the development
 * server, the prerendering build) they are printed.
 */
export const renderErrorsContext = createContext<unknown[] | null>(null);
