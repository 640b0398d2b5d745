import type { ComponentType } from 'react';
import { ComplianceNotice } from './compliance-notice.tsx';
import { CookiePolicy } from './cookie-policy.tsx';
import { LegalDocument } from './legal-document.tsx';
import { PrivacyPolicy } from './privacy-policy.tsx';
import { TermsOfUse } from './terms-of-use.tsx';

const legalTexts: Record<string, ComponentType> = {
  '/privacy': PrivacyPolicy,
  '/terms': TermsOfUse,
  '/cookies': CookiePolicy,
  '/compliance': ComplianceNotice,
};

export const legalPaths = Object.keys(legalTexts);

/** One of the legal pages, chosen by its path. */
export function LegalPage({ path, title, lead }: { path: string; title: string; lead: string }) {
  const Text = legalTexts[path];
  if (!Text) throw new Error(`No legal text is published at ${path}`);
  return (
    <LegalDocument title={title} lead={lead}>
      <Text />
    </LegalDocument>
  );
}
