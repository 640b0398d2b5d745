import type { ComponentType } from 'react';
import type { PageData } from '#app/pages/page-loader.ts';
import { LegalDocument } from './legal-document.tsx';

/**
 * The page component of one legal text. Each text has its own route module, so a legal page
 * loads its own text and none of the others.
 */
export function legalRoute(Text: ComponentType) {
  return function LegalRoute({ loaderData }: { loaderData: PageData }) {
    const { title, description } = loaderData.page;
    return (
      <LegalDocument title={title} lead={description}>
        <Text />
      </LegalDocument>
    );
  };
}
