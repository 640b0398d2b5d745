/** The four product categories: what the header, the products overview and the lists link to. */

export type CategoryId = 'prescription-medicines' | 'otc-products' | 'supplements' | 'medical-devices';

export interface ProductCategory {
  id: CategoryId;
  name: string;
  description: string;
  link: string;
}

export const productCategories: readonly ProductCategory[] = [
  {
    id: 'prescription-medicines',
    name: 'Prescription Medicines',
    description:
      'Doctor-prescribed medicines for cardiovascular, neurological, metabolic, respiratory and immune health.',
    link: '/products/prescription-medicines',
  },
  {
    id: 'otc-products',
    name: 'OTC Products',
    description: 'Everyday over-the-counter care for pain, allergies, eyes, digestion and energy.',
    link: '/products/otc-products',
  },
  {
    id: 'supplements',
    name: 'Supplements',
    description: 'Multivitamins, omega-3, calcium, CoQ10 and protein to support daily wellness.',
    link: '/products/supplements',
  },
  {
    id: 'medical-devices',
    name: 'Medical Devices',
    description:
      'Reliable home-care devices: thermometers, BP monitors, pulse oximeters, glucose meters and insulin pens.',
    link: '/products/medical-devices',
  },
];

export function categoryById(id: CategoryId): ProductCategory {
  const category = productCategories.find((entry) => entry.id === id);
  if (!category) throw new Error(`Unknown category ${id}`);
  return category;
}
