import {
  certifications,
  qualityCards,
  qualityProcess,
  qualitySections,
} from '#app/data/services/quality-assurance.ts';
import { qualityReport } from '#app/data/services/downloads.ts';

/** Every text of the quality assurance page (`services.quality`). */
export const qualityAssuranceContent = {
  commitments: { ...qualitySections.commitments, items: qualityCards },
  process: {
    ...qualitySections.process,
    // A stage's code (QC, QA …) is its marker in every language.
    stages: qualityProcess.map(({ code, name, description }) => ({ id: code, name, description })),
  },
  certifications: { ...qualitySections.certifications, statusLabel: 'Status', items: certifications },
  callToAction: {
    title: 'Our quality report',
    text: 'Our quality report sets out our commitments, our quality process and our certifications. Hospitals, distributors and partners can ask us for copies of our certificates.',
    report: qualityReport.label,
    secondary: 'Ask for certificates',
  },
};
