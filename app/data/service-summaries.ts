/** The four contract services: what the header, the services overview and the home page link to. */

export type ServiceId =
  'clinical-research' | 'drug-manufacturing' | 'quality-assurance' | 'regulatory-affairs';

export interface ServiceSummary {
  id: ServiceId;
  name: string;
  description: string;
  link: string;
  highlights: readonly string[];
}

export const services: readonly ServiceSummary[] = [
  {
    id: 'clinical-research',
    name: 'Clinical Research',
    description:
      'Ethics-approved studies with hospitals and investigators across India, from protocol design to the final report.',
    link: '/services/clinical-research',
    highlights: ['Protocol design', 'Site coordination', 'Data management'],
  },
  {
    id: 'drug-manufacturing',
    name: 'Drug Manufacturing',
    description:
      'Tablets, capsules, softgels and oral liquids made under GMP, from raw material sourcing to packaging.',
    link: '/services/drug-manufacturing',
    highlights: ['Solid and liquid orals', 'Softgel encapsulation', 'Contract manufacturing'],
  },
  {
    id: 'quality-assurance',
    name: 'Quality Assurance',
    description:
      'Quality control testing, quality assurance, validation and continuous improvement for every batch.',
    link: '/services/quality-assurance',
    highlights: ['Batch testing', 'Validation', 'Audit readiness'],
  },
  {
    id: 'regulatory-affairs',
    name: 'Regulatory Affairs',
    description:
      'Dossiers, licences and approvals with CDSCO and international regulators, guided by specialists.',
    link: '/services/regulatory-affairs',
    highlights: ['Dossier preparation', 'Licensing', 'Post-approval changes'],
  },
];
