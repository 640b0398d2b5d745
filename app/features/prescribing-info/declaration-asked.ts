import type { RouterContextProvider } from 'react-router';
import { declarationPath } from '#contract/prescribing-info.ts';
import { pageAnswerContext } from '#app/lib/live-data.ts';

/** What the declaration standing in for a prescribing page shows beside that page's title and links. */
export interface AskedDeclaration {
  /** The declaration page's own lead. */
  lead: string;
  /** Why the last answer was refused. */
  message?: string;
}

/**
 * For a prescribing page's loader: the declaration to show in the page's place, when the server
 * renders the page for a visitor who has not declared (server/routes/prescribing-info-pages.ts);
 * null for the page itself.
 */
export async function declarationAsked(
  context: Pick<RouterContextProvider, 'get'>,
): Promise<AskedDeclaration | null> {
  const answer = context.get(pageAnswerContext);
  if (answer?.kind !== 'declaration') return null;
  // Imported here, as in definePage: the page list stays out of the browser's bundle.
  const { pageFor } = await import('#app/pages.ts');
  return {
    lead: pageFor(declarationPath).description,
    ...(answer.message !== undefined && { message: answer.message }),
  };
}
