import type { ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { type Messages, MessagesContext } from '#languages/messages.ts';
import { localeOfPath } from '#languages/locales.ts';

/**
 * The development server hydrates every page with the client router (app/lib/page-runtime.ts), so
 * there the page's texts come with its data (app/pages/page-loader.ts); a production page's come from the
 * prerendering entry and its islands.
 */
export function DevMessages({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { pathname } = useLocation();
  if (!import.meta.env.DEV) return children;
  const messages = matches
    .map((match) => (match.loaderData as { messages?: Messages } | undefined)?.messages)
    .find((found) => found !== undefined);
  if (!messages) return children;
  return <MessagesContext value={{ locale: localeOfPath(pathname), messages }}>{children}</MessagesContext>;
}
