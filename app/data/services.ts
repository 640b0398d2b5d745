/**
 * The contract services (SPEC §2 "Services pages", §3 research area and regulatory body, §9 marketing
 * figures): the four services and the content of their pages.
 */

export { services, type ServiceId, type ServiceSummary } from './service-summaries.ts';

/* Clinical research */

export type ResearchStatus = 'Active' | 'Recruiting' | 'Planning';

export interface ResearchArea {
  id: string;
  name: string;
  description: string;
  status: ResearchStatus;
}

export const researchAreas: readonly ResearchArea[] = [
  {
    id: 'cardiovascular',
    name: 'Cardiovascular Health',
    description: 'Blood pressure control and heart health in adults with hypertension.',
    status: 'Active',
  },
  {
    id: 'diabetes',
    name: 'Diabetes and Metabolic Disorders',
    description: 'Blood sugar management and lifestyle support for people with type 2 diabetes.',
    status: 'Recruiting',
  },
  {
    id: 'neurology',
    name: 'Neurology',
    description: 'Nerve health and peripheral neuropathy, including vitamin B12 deficiency.',
    status: 'Active',
  },
  {
    id: 'vitamin-d',
    name: 'Vitamin D Deficiency',
    description: 'Dosing and absorption of high-strength vitamin D3 in Indian adults.',
    status: 'Recruiting',
  },
  {
    id: 'respiratory',
    name: 'Respiratory Care',
    description: 'Airway health in asthma and chronic obstructive pulmonary disease.',
    status: 'Planning',
  },
  {
    id: 'oncology',
    name: 'Oncology Supportive Care',
    description: 'Nutrition and quality of life for patients during cancer treatment.',
    status: 'Planning',
  },
];

export interface ProcessStep {
  name: string;
  description: string;
}

export const researchProcess: readonly ProcessStep[] = [
  {
    name: 'Discovery',
    description:
      'We study the medical need, review the evidence and shape a research question with clinicians.',
  },
  {
    name: 'Development',
    description:
      'We write the protocol, obtain ethics committee and regulatory approvals, and run the study at trained sites.',
  },
  {
    name: 'Implementation',
    description: 'We analyse the results, report them transparently and bring what works into everyday care.',
  },
];

/* Drug manufacturing */

export const manufacturingSteps: readonly ProcessStep[] = [
  {
    name: 'Raw Material Sourcing',
    description:
      'Active ingredients and excipients from qualified, audited suppliers, each lot tested on arrival.',
  },
  {
    name: 'Formulation',
    description:
      'Formulas developed and scaled up by our formulation scientists for stability and absorption.',
  },
  {
    name: 'Production',
    description: 'Granulation, compression, encapsulation and filling on validated equipment in clean rooms.',
  },
  {
    name: 'Quality Control',
    description: 'In-process checks and finished-product testing before any batch is released.',
  },
  {
    name: 'Packaging',
    description: 'Blister, strip and bottle packing with batch numbers, expiry dates and serialisation.',
  },
];

export interface Capability {
  name: string;
  description: string;
}

export const manufacturingCapabilities: readonly Capability[] = [
  {
    name: 'Tablets and Capsules',
    description: 'Film-coated, sustained-release and chewable tablets and hard gelatin capsules.',
  },
  {
    name: 'Softgel Capsules',
    description: 'Vitamin D3, omega-3 and other oil-based formulas in easy-to-swallow softgels.',
  },
  {
    name: 'Oral Liquids and Nano Shots',
    description: 'Syrups, suspensions and nano-emulsion oral shots for fast absorption.',
  },
  {
    name: 'Contract Manufacturing',
    description: 'Loan licence and third-party manufacturing for brands, hospitals and distributors.',
  },
];

export interface FacilityStatistic {
  value: string;
  label: string;
}

/** SPEC §9 marketing figures, word for word. */
export const facilityStatistics: readonly FacilityStatistic[] = [
  { value: 'Over 500,000', label: 'square feet of facilities' },
  { value: '25+', label: 'manufacturing units' },
  { value: '99.9%', label: 'quality compliance' },
  { value: '500M+', label: 'units produced annually' },
  { value: '24/7', label: 'monitoring' },
];

/* Quality assurance */

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

/* Regulatory affairs */

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
