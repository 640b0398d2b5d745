/** Content of the drug manufacturing page (SPEC §2 "Services pages", §9 marketing figures). */
import type { Capability, ProcessStep, SectionHeading } from './types.ts';

export const manufacturingSections = {
  process: {
    title: 'Our Manufacturing Process',
    lead: 'Five controlled steps take every product from raw material to a sealed, labelled pack.',
  },
  capabilities: {
    title: 'Manufacturing Capabilities',
    lead: 'Dosage forms we make for our own range and for our partners.',
  },
  facilityStatistics: { title: 'Our Facilities in Numbers' },
} satisfies Record<string, SectionHeading>;

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
