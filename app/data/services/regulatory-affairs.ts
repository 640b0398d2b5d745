/** Content of the regulatory affairs page (SPEC §2 "Services pages", §3 regulatory body). */
import type { ProcessStep } from './types.ts';

export interface RegulatoryBody {
  id: string;
  name: string;
  description: string;
  region: string;
}

export const regulatoryBodies: readonly RegulatoryBody[] = [
  {
    id: 'cdsco',
    name: 'CDSCO',
    description:
      'Central Drugs Standard Control Organisation: approvals, licences and clinical trials in India.',
    region: 'India',
  },
  {
    id: 'us-fda',
    name: 'US FDA',
    description: 'United States Food and Drug Administration: drug master files and export registrations.',
    region: 'United States',
  },
  {
    id: 'ema',
    name: 'EMA',
    description: 'European Medicines Agency: marketing authorisations for the European Union.',
    region: 'Europe',
  },
  {
    id: 'who',
    name: 'WHO',
    description: 'World Health Organization: prequalification and GMP certificates for global tenders.',
    region: 'Global',
  },
];

export const regulatoryStages: readonly ProcessStep[] = [
  {
    name: 'Pre-Submission',
    description: 'Regulatory strategy, gap analysis and pre-submission meetings with the authority.',
  },
  {
    name: 'Submission',
    description: 'A complete, well-organised dossier in the format the authority asks for.',
  },
  {
    name: 'Review',
    description: 'Timely, clear answers to the authority’s queries during evaluation.',
  },
  {
    name: 'Approval',
    description: 'Approval received, then post-approval changes and renewals kept up to date.',
  },
];

export interface ExpertiseList {
  title: string;
  items: readonly string[];
}

export const regulatoryExpertise: readonly ExpertiseList[] = [
  {
    title: 'Submissions and Licences',
    items: [
      'Common Technical Document (CTD) dossiers',
      'Manufacturing and import licences',
      'New drug and clinical trial applications',
      'Product registration renewals',
    ],
  },
  {
    title: 'Compliance Support',
    items: [
      'GMP inspection readiness',
      'Labelling and packaging review',
      'Pharmacovigilance systems',
      'Advertising and promotional material review',
    ],
  },
];
