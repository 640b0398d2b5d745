import type { IconName } from '#app/components/ui/icon-names.ts';
import type { Stat } from './hero-content.ts';

/** SPEC §2 "Home page", services stat strip. */
export const serviceStats: readonly Stat[] = [
  { value: '500+', label: 'Healthcare partners' },
  { value: '100+', label: 'Products' },
  { value: '24/7', label: 'Support' },
  { value: '99.5%', label: 'On-time delivery' },
];

export interface ServiceCard {
  title: string;
  text: string;
  icon: IconName;
}

export const serviceCards: readonly ServiceCard[] = [
  {
    title: 'Hospital Supply',
    text: 'Scheduled and urgent supply of medicines and consumables for hospitals of every size.',
    icon: 'hospital',
  },
  {
    title: 'Doctor’s Network',
    text: 'A growing network of doctors who know our range and get quick answers from our team.',
    icon: 'stethoscope',
  },
  {
    title: 'Fast Distribution',
    text: 'Same-day dispatch from Hyderabad and tracked delivery across India.',
    icon: 'truck',
  },
  {
    title: 'Bulk Procurement',
    text: 'Clear bulk quotes and lead times for pharmacies, clinics and institutions.',
    icon: 'package',
  },
  {
    title: 'Quality Assurance',
    text: 'Licensed sourcing, batch records and temperature-safe storage for every product.',
    icon: 'badge-check',
  },
  {
    title: 'Regulatory Support',
    text: 'Help with documents, licences and compliance for the products you stock.',
    icon: 'file-check',
  },
];

/** Every text of the home page's services section (`home.services`). */
export const servicesSectionContent = {
  eyebrow: 'What we do',
  title: 'Our Services',
  lead: 'Everything a hospital, clinic or pharmacy needs to keep patients supplied.',
  seeAll: 'See all services',
  cards: serviceCards,
  stats: serviceStats,
};
