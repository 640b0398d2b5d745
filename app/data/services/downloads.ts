/**
 * The documents the services pages offer for download. Each is a PDF made at build time from the
 * page's own content (scripts/service-documents.ts), so it says what the site says, dated the day
 * the site was built.
 */
export interface ServiceDownload {
  label: string;
  href: `/downloads/${string}.pdf`;
  title: string;
}

export const manufacturingBrochure: ServiceDownload = {
  label: 'Download Brochure',
  href: '/downloads/aarogya-manufacturing-brochure.pdf',
  title: 'Drug Manufacturing Brochure',
};

export const qualityReport: ServiceDownload = {
  label: 'Download Quality Report',
  href: '/downloads/aarogya-quality-report.pdf',
  title: 'Quality Report',
};
