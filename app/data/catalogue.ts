/**
 * The catalogue (SPEC §3): the four product categories, their twenty catalogue products and the
 * four showcase products. Pages, meta tags, JSON-LD, the sitemap and the tests all read it here.
 */

/** Names of the icons a catalogue item may show: Lucide names, each also in the app's icon sprite. */
export type CatalogueIcon =
  | 'heart'
  | 'brain'
  | 'activity'
  | 'wind'
  | 'shield'
  | 'pill'
  | 'flower'
  | 'eye'
  | 'leaf'
  | 'zap'
  | 'sparkles'
  | 'fish'
  | 'bone'
  | 'dumbbell'
  | 'thermometer'
  | 'gauge'
  | 'droplet'
  | 'syringe';

/** Accent colour of an item's icon tile. */
export type CatalogueColour = 'rose' | 'violet' | 'amber' | 'sky' | 'emerald' | 'teal' | 'indigo' | 'orange';

export interface CatalogueProduct {
  id: string;
  name: string;
  category: string;
  description: string;
  /** Rupees. */
  price: number;
  manufacturer: string;
  prescriptionRequired: boolean;
  icon: CatalogueIcon;
  colour: CatalogueColour;
}

export interface ShowcaseProduct {
  id: string;
  name: string;
  description: string;
  ingredients: string;
  badge: string;
  image: string;
}

export { productCategories, type CategoryId, type ProductCategory } from './product-categories.ts';
import type { CategoryId } from './product-categories.ts';

const ownLabel = 'Aarogya Life Sciences';

export const catalogue: Readonly<Record<CategoryId, readonly CatalogueProduct[]>> = {
  'prescription-medicines': [
    {
      id: 'rx-cardiohealth-plus',
      name: 'CardioHealth Plus',
      category: 'Cardiovascular',
      description:
        'Supports healthy blood pressure and heart function as part of a prescribed cardiac care plan.',
      price: 299,
      manufacturer: ownLabel,
      prescriptionRequired: true,
      icon: 'heart',
      colour: 'rose',
    },
    {
      id: 'rx-neurovital',
      name: 'NeuroVital',
      category: 'Neurological',
      description: 'Nerve health support for peripheral neuropathy, used under a neurologist’s supervision.',
      price: 349,
      manufacturer: ownLabel,
      prescriptionRequired: true,
      icon: 'brain',
      colour: 'violet',
    },
    {
      id: 'rx-metabobalance',
      name: 'MetaboBalance',
      category: 'Metabolic Health',
      description: 'Helps manage blood sugar and metabolic balance alongside diet and exercise.',
      price: 279,
      manufacturer: ownLabel,
      prescriptionRequired: true,
      icon: 'activity',
      colour: 'amber',
    },
    {
      id: 'rx-respiclear',
      name: 'RespiClear',
      category: 'Respiratory',
      description: 'Eases airway congestion and supports easier breathing in chronic respiratory conditions.',
      price: 329,
      manufacturer: ownLabel,
      prescriptionRequired: true,
      icon: 'wind',
      colour: 'sky',
    },
    {
      id: 'rx-immunoboost',
      name: 'ImmunoBoost',
      category: 'Immune Support',
      description: 'Immune support during recovery, prescribed as an adjunct to primary treatment.',
      price: 199,
      manufacturer: ownLabel,
      prescriptionRequired: true,
      icon: 'shield',
      colour: 'emerald',
    },
  ],
  'otc-products': [
    {
      id: 'otc-painrelief-extra-strength',
      name: 'PainRelief Extra Strength',
      category: 'Pain Management',
      description: 'Fast relief from headaches, body aches and fever.',
      price: 89,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      icon: 'pill',
      colour: 'rose',
    },
    {
      id: 'otc-allerclear',
      name: 'AllerClear',
      category: 'Allergy Relief',
      description: 'Non-drowsy relief from sneezing, runny nose and itchy eyes.',
      price: 129,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      icon: 'flower',
      colour: 'violet',
    },
    {
      id: 'otc-eyecare-lubricant',
      name: 'EyeCare Lubricant',
      category: 'Eye Care',
      description: 'Soothing lubricant eye drops for dry, tired eyes from screen time and dust.',
      price: 199,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      icon: 'eye',
      colour: 'sky',
    },
    {
      id: 'otc-digestiease',
      name: 'DigestiEase',
      category: 'Digestive Health',
      description: 'Gentle relief from acidity, gas and indigestion.',
      price: 149,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      icon: 'leaf',
      colour: 'emerald',
    },
    {
      id: 'otc-energyboost-b12',
      name: 'EnergyBoost B12',
      category: 'Vitamins & Supplements',
      description: 'Vitamin B12 to help fight tiredness and support nerve health.',
      price: 249,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      icon: 'zap',
      colour: 'amber',
    },
  ],
  supplements: [
    {
      id: 'sup-vitacomplete-multivitamin',
      name: 'VitaComplete Multivitamin',
      category: 'Multivitamins',
      description: 'A complete daily multivitamin and mineral formula for adults.',
      price: 399,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      icon: 'sparkles',
      colour: 'orange',
    },
    {
      id: 'sup-omega-3-fish-oil',
      name: 'Omega-3 Fish Oil',
      category: 'Omega Fatty Acids',
      description: 'EPA and DHA for heart, brain and joint health.',
      price: 449,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      icon: 'fish',
      colour: 'sky',
    },
    {
      id: 'sup-bonestrength-calcium',
      name: 'BoneStrength Calcium',
      category: 'Bone Health',
      description: 'Calcium with vitamin D3 for strong bones and teeth.',
      price: 299,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      icon: 'bone',
      colour: 'teal',
    },
    {
      id: 'sup-heartguard-coq10',
      name: 'HeartGuard CoQ10',
      category: 'Heart Health',
      description: 'Coenzyme Q10 antioxidant support for heart health and cellular energy.',
      price: 599,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      icon: 'heart',
      colour: 'rose',
    },
    {
      id: 'sup-proteinplus-whey',
      name: 'ProteinPlus Whey',
      category: 'Sports Nutrition',
      description: 'Whey protein for muscle recovery and everyday protein needs.',
      price: 699,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      icon: 'dumbbell',
      colour: 'indigo',
    },
  ],
  'medical-devices': [
    {
      id: 'dev-digital-thermometer',
      name: 'Digital Thermometer',
      category: 'Temperature Monitoring',
      description: 'Accurate readings in about 10 seconds with a fever alert and memory recall.',
      price: 299,
      manufacturer: 'Deccan MedTech',
      prescriptionRequired: false,
      icon: 'thermometer',
      colour: 'orange',
    },
    {
      id: 'dev-blood-pressure-monitor',
      name: 'Blood Pressure Monitor',
      category: 'Cardiovascular',
      description: 'Automatic upper-arm monitor with irregular heartbeat detection and two-user memory.',
      price: 1299,
      manufacturer: 'Deccan MedTech',
      prescriptionRequired: false,
      icon: 'gauge',
      colour: 'rose',
    },
    {
      id: 'dev-pulse-oximeter',
      name: 'Pulse Oximeter',
      category: 'Respiratory',
      description: 'Fingertip SpO₂ and pulse-rate readings on a bright, easy-to-read display.',
      price: 799,
      manufacturer: 'Deccan MedTech',
      prescriptionRequired: false,
      icon: 'activity',
      colour: 'sky',
    },
    {
      id: 'dev-glucose-meter',
      name: 'Glucose Meter',
      category: 'Diabetes Care',
      description: 'Blood glucose meter with quick results from a small sample and a 500-reading memory.',
      price: 899,
      manufacturer: 'Deccan MedTech',
      prescriptionRequired: false,
      icon: 'droplet',
      colour: 'violet',
    },
    {
      id: 'dev-insulin-pen',
      name: 'Insulin Pen',
      category: 'Diabetes Care',
      description: 'Reusable insulin pen with precise dose dialling, for use as your doctor directs.',
      price: 499,
      manufacturer: 'Deccan MedTech',
      prescriptionRequired: true,
      icon: 'syringe',
      colour: 'teal',
    },
  ],
};

export const showcaseProducts: readonly ShowcaseProduct[] = [
  {
    id: 'q10-antioxidant-tablet',
    name: 'CoQ10 Antioxidant Tablets',
    description: 'A daily Q10 antioxidant tablet that supports heart health and cellular energy.',
    ingredients: 'Coenzyme Q10, vitamin E, selenium',
    badge: 'Antioxidant',
    image: '/images/products/q10-antioxidant-tablet.svg',
  },
  {
    id: 'neuro-nutritional-softgel',
    name: 'NeuroNourish Softgel Capsules',
    description: 'A neuro-nutritional softgel for nerve health and everyday mental focus.',
    ingredients: 'Methylcobalamin, alpha-lipoic acid, folic acid, vitamin B6',
    badge: 'Neuro Care',
    image: '/images/products/neuro-nutritional-softgel.svg',
  },
  {
    id: 'vitamin-d3-nano-shot',
    name: 'Vitamin D3 60,000 IU Oral Nano Shot',
    description: 'A fast-absorbing 60,000 IU vitamin D3 oral nano shot for bones and immunity.',
    ingredients: 'Cholecalciferol (vitamin D3) 60,000 IU in a nano-emulsion',
    badge: 'Fast Absorbing',
    image: '/images/products/vitamin-d3-nano-shot.svg',
  },
  {
    id: 'vitamin-d3-softgel',
    name: 'Vitamin D3 60,000 IU Softgel Capsules',
    description: 'An easy-to-swallow 60,000 IU vitamin D3 softgel, taken as your doctor advises.',
    ingredients: 'Cholecalciferol (vitamin D3) 60,000 IU',
    badge: 'Bone Health',
    image: '/images/products/vitamin-d3-softgel.svg',
  },
];
