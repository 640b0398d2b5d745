/** Content of the clinical research page (SPEC §2 "Services pages", §3 research area). */
import type { ProcessStep } from './types.ts';

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
