/**
 * The services pages' brochure and quality report as PDFs, made from the same content the pages
 * show (app/data/services/), so a download never says more or other than the site. Written into the
 * client build by scripts/postbuild.ts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as manufacturing from '../app/data/services/drug-manufacturing.ts';
import {
  manufacturingBrochure,
  qualityReport,
  type ServiceDownload,
} from '../app/data/services/downloads.ts';
import {
  certifications,
  qualityCards,
  qualityProcess,
  qualitySections,
} from '../app/data/services/quality-assurance.ts';
import { companyEmail, companyPhone } from '../contract/company.ts';
import { type PublishedDocument, publishedDocumentPdf } from '../server/pdf/published-document-pdf.ts';

/** What each download holds, for a site at `siteUrl` built on `date`. */
export function serviceDocuments(
  siteUrl: string,
  date: Date,
): { download: ServiceDownload; document: PublishedDocument }[] {
  const contact = `To visit us or ask a question, write to ${companyEmail} or call ${companyPhone.display}.`;
  return [
    {
      download: manufacturingBrochure,
      document: {
        title: manufacturingBrochure.title,
        summary:
          'How we make our medicines and supplements: our manufacturing process, the dosage forms we make, ' +
          'and our facilities in numbers.',
        date,
        siteUrl,
        sections: [
          {
            heading: manufacturing.manufacturingSections.process.title,
            lead: manufacturing.manufacturingSections.process.lead,
            entries: manufacturing.manufacturingSteps.map((step, index) => ({
              name: `${index + 1}. ${step.name}`,
              text: step.description,
            })),
          },
          {
            heading: manufacturing.manufacturingSections.capabilities.title,
            lead: manufacturing.manufacturingSections.capabilities.lead,
            entries: manufacturing.manufacturingCapabilities.map(({ name, description }) => ({
              name,
              text: description,
            })),
          },
          {
            heading: manufacturing.manufacturingSections.facilityStatistics.title,
            entries: manufacturing.facilityStatistics.map(({ value, label }) => ({
              name: value,
              text: label,
            })),
          },
        ],
        notes: [`Made from ${siteUrl}/services/drug-manufacturing on the date above. ${contact}`],
      },
    },
    {
      download: qualityReport,
      document: {
        title: qualityReport.title,
        summary:
          'Our quality system as we state it on our website: our commitments, the four disciplines that work on ' +
          'every batch, and our certifications.',
        date,
        siteUrl,
        sections: [
          {
            heading: qualitySections.commitments.title,
            lead: qualitySections.commitments.lead,
            entries: qualityCards.map(({ name, description }) => ({ name, text: description })),
          },
          {
            heading: qualitySections.process.title,
            lead: qualitySections.process.lead,
            entries: qualityProcess.map((stage) => ({
              name: `${stage.code}: ${stage.name}`,
              text: stage.description,
            })),
          },
          {
            heading: qualitySections.certifications.title,
            entries: certifications.map((certification) => ({
              name: `${certification.name} (${certification.status})`,
              text: certification.description,
            })),
          },
        ],
        notes: [
          'Hospitals, distributors and partners can ask us for copies of our certificates.',
          `Made from ${siteUrl}/services/quality-assurance on the date above. ${contact}`,
        ],
      },
    },
  ];
}

/** Writes each download into the client build. */
export async function writeServiceDocuments(
  clientDir: string,
  siteUrl: string,
  date: Date,
): Promise<string[]> {
  const written: string[] = [];
  for (const { download, document } of serviceDocuments(siteUrl, date)) {
    const file = path.join(clientDir, download.href);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await publishedDocumentPdf(document));
    written.push(download.href);
  }
  return written;
}
