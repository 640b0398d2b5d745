/** Content of the quality assurance page (SPEC §2 "Services pages"). */
import type { Capability, SectionHeading } from './types.ts';

export const qualitySections = {
  commitments: {
    title: 'Our Quality Commitments',
    lead: 'Quality is built into every step, not inspected in at the end.',
  },
  process: { title: 'Our Quality Process', lead: 'Four disciplines that work together on every batch.' },
  certifications: { title: 'Certifications' },
} satisfies Record<string, SectionHeading>;

export const qualityCards: readonly Capability[] = [
  {
    name: 'Good Manufacturing Practice',
    description: 'Documented procedures, trained people and controlled environments at every step.',
  },
  {
    name: 'Laboratory Testing',
    description: 'Identity, assay, dissolution and microbial testing in our quality control laboratory.',
  },
  {
    name: 'Supplier Qualification',
    description: 'Every supplier audited and approved before their materials reach production.',
  },
  {
    name: 'Pharmacovigilance',
    description: 'Side effects and complaints recorded, investigated and reported to the authorities.',
  },
];

export interface QualityStage {
  code: string;
  name: string;
  description: string;
}

export const qualityProcess: readonly QualityStage[] = [
  {
    code: 'QC',
    name: 'Quality Control',
    description: 'Testing materials, in-process samples and finished products against specifications.',
  },
  {
    code: 'QA',
    name: 'Quality Assurance',
    description: 'Reviewing batch records and deviations, and releasing only compliant batches.',
  },
  {
    code: 'VAL',
    name: 'Validation',
    description:
      'Proving that processes, equipment, cleaning and methods consistently give the right result.',
  },
  {
    code: 'CI',
    name: 'Continuous Improvement',
    description: 'Learning from trends, audits and feedback through corrective and preventive actions.',
  },
];

export interface Certification {
  name: string;
  status: string;
  description: string;
}

export const certifications: readonly Certification[] = [
  {
    name: 'FDA Approval',
    status: 'Current',
    description: 'Manufacturing practices aligned with food and drug authority requirements.',
  },
  {
    name: 'ISO 9001',
    status: 'Certified',
    description: 'A certified quality management system covering our operations.',
  },
  {
    name: 'GMP Certified',
    status: 'Verified',
    description: 'Good Manufacturing Practice as set out in Schedule M of the Drugs Rules, 1945.',
  },
];
