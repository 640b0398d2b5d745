/**
 * The catalogue (SPEC §3): the four product categories, their twenty catalogue products and the
 * four showcase products. Pages, meta tags, JSON-LD, the sitemap and the tests all read it here.
 */

/** Names of the icons a product's pack shot shows: Lucide names, each also in the app's icon sprite. */
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

/** Colour of a product's pack shot. */
export type CatalogueColour = 'rose' | 'violet' | 'amber' | 'sky' | 'emerald' | 'teal' | 'indigo' | 'orange';

/** How the pack-shot image draws the product: a carton, a blister strip or a bottle. */
export type PackShape = 'carton' | 'strip' | 'bottle';

/** One active ingredient and its amount per dose unit (tablet, capsule, ml, serving). */
export interface Ingredient {
  substance: string;
  amount: string;
}

export interface CatalogueProduct {
  id: string;
  /** The last part of the product page's address; never change it once published. */
  slug: string;
  name: string;
  category: string;
  description: string;
  /** Rupees. */
  price: number;
  manufacturer: string;
  prescriptionRequired: boolean;
  /** Active ingredients per dose unit; empty for devices, which list their materials instead. */
  composition: readonly Ingredient[];
  /** What a device is made of; medicines and supplements leave it out. */
  materials?: string;
  /** Strength per unit for medicines and supplements; the key specification for devices. */
  strength: string;
  /** Dosage form ("Film-coated tablet") or, for devices, the kind of device. */
  dosageForm: string;
  packSize: string;
  storage: string;
  shelfLife: string;
  /** General information that sends the reader to a doctor or pharmacist; never dosing advice. */
  usage: readonly string[];
  pack: PackShape;
  icon: CatalogueIcon;
  colour: CatalogueColour;
}

/** A home-page showcase product: a supplement with its own page under the supplements category. */
export interface ShowcaseProduct extends CatalogueProduct {
  badge: string;
}

export {
  categoryById,
  productCategories,
  type CategoryId,
  type ProductCategory,
} from './product-categories.ts';
import type { CategoryId } from './product-categories.ts';

const ownLabel = 'Aarogya Life Sciences';
const deviceMaker = 'Deccan MedTech';

const askDoctor = 'Read the leaflet in the pack and follow your doctor’s directions.';
const askPharmacist =
  'Ask your doctor or pharmacist whether it suits you, especially if you take other medicines, are pregnant or breastfeeding, or have a long-term condition.';
const supplementNote =
  'A food supplement, not a medicine: it does not replace a varied diet. Ask your doctor or pharmacist before use if you are pregnant, breastfeeding, on medication or under medical care.';
const coolDry = 'Store below 30 °C in a dry place, protected from light. Keep out of the reach of children.';

export const catalogue: Readonly<Record<CategoryId, readonly CatalogueProduct[]>> = {
  'prescription-medicines': [
    {
      id: 'rx-cardiohealth-plus',
      slug: 'cardiohealth-plus',
      name: 'CardioHealth Plus',
      category: 'Cardiovascular',
      description:
        'Supports healthy blood pressure and heart function as part of a prescribed cardiac care plan.',
      price: 299,
      manufacturer: ownLabel,
      prescriptionRequired: true,
      composition: [
        { substance: 'Telmisartan', amount: '40 mg' },
        { substance: 'Amlodipine (as amlodipine besilate)', amount: '5 mg' },
      ],
      strength: '40 mg / 5 mg per tablet',
      dosageForm: 'Film-coated tablet',
      packSize: 'Strip of 10 tablets',
      storage: coolDry,
      shelfLife: '24 months from the date of manufacture',
      usage: [
        'A prescription medicine for high blood pressure, taken only as your doctor prescribes.',
        'Do not stop taking it or change the dose without speaking to your doctor.',
        askDoctor,
      ],
      pack: 'strip',
      icon: 'heart',
      colour: 'rose',
    },
    {
      id: 'rx-neurovital',
      slug: 'neurovital',
      name: 'NeuroVital',
      category: 'Neurological',
      description: 'Nerve health support for peripheral neuropathy, used under a neurologist’s supervision.',
      price: 349,
      manufacturer: ownLabel,
      prescriptionRequired: true,
      composition: [
        { substance: 'Pregabalin', amount: '75 mg' },
        { substance: 'Methylcobalamin (vitamin B12)', amount: '750 mcg' },
      ],
      strength: '75 mg / 750 mcg per capsule',
      dosageForm: 'Hard gelatin capsule',
      packSize: 'Strip of 10 capsules',
      storage: coolDry,
      shelfLife: '24 months from the date of manufacture',
      usage: [
        'A prescription medicine for nerve pain, used under a doctor’s supervision.',
        'It can cause drowsiness or dizziness; ask your doctor before driving or drinking alcohol.',
        askDoctor,
      ],
      pack: 'strip',
      icon: 'brain',
      colour: 'violet',
    },
    {
      id: 'rx-metabobalance',
      slug: 'metabobalance',
      name: 'MetaboBalance',
      category: 'Metabolic Health',
      description: 'Helps manage blood sugar and metabolic balance alongside diet and exercise.',
      price: 279,
      manufacturer: ownLabel,
      prescriptionRequired: true,
      composition: [{ substance: 'Metformin hydrochloride (extended release)', amount: '500 mg' }],
      strength: '500 mg per tablet',
      dosageForm: 'Extended-release tablet',
      packSize: 'Strip of 10 tablets',
      storage: coolDry,
      shelfLife: '36 months from the date of manufacture',
      usage: [
        'A prescription medicine for type 2 diabetes, used with the diet and exercise your doctor advises.',
        'Your doctor decides the dose and checks your blood sugar and kidney function.',
        askDoctor,
      ],
      pack: 'strip',
      icon: 'activity',
      colour: 'amber',
    },
    {
      id: 'rx-respiclear',
      slug: 'respiclear',
      name: 'RespiClear',
      category: 'Respiratory',
      description: 'Eases airway congestion and supports easier breathing in chronic respiratory conditions.',
      price: 329,
      manufacturer: ownLabel,
      prescriptionRequired: true,
      composition: [{ substance: 'Acebrophylline', amount: '100 mg' }],
      strength: '100 mg per capsule',
      dosageForm: 'Hard gelatin capsule',
      packSize: 'Strip of 10 capsules',
      storage: coolDry,
      shelfLife: '24 months from the date of manufacture',
      usage: [
        'A prescription medicine for airway congestion in long-term conditions such as chronic bronchitis.',
        'It does not replace an inhaler your doctor has prescribed.',
        askDoctor,
      ],
      pack: 'strip',
      icon: 'wind',
      colour: 'sky',
    },
    {
      id: 'rx-immunoboost',
      slug: 'immunoboost',
      name: 'ImmunoBoost',
      category: 'Immune Support',
      description: 'Immune support during recovery, prescribed as an adjunct to primary treatment.',
      price: 199,
      manufacturer: ownLabel,
      prescriptionRequired: true,
      composition: [{ substance: 'Pidotimod', amount: '400 mg' }],
      strength: '400 mg per tablet',
      dosageForm: 'Film-coated tablet',
      packSize: 'Strip of 10 tablets',
      storage: coolDry,
      shelfLife: '24 months from the date of manufacture',
      usage: [
        'A prescription immunostimulant, used with the main treatment your doctor chooses.',
        'It is not a substitute for vaccines or antibiotics your doctor prescribes.',
        askDoctor,
      ],
      pack: 'strip',
      icon: 'shield',
      colour: 'emerald',
    },
  ],
  'otc-products': [
    {
      id: 'otc-painrelief-extra-strength',
      slug: 'painrelief-extra-strength',
      name: 'PainRelief Extra Strength',
      category: 'Pain Management',
      description: 'Fast relief from headaches, body aches and fever.',
      price: 89,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      composition: [
        { substance: 'Paracetamol', amount: '500 mg' },
        { substance: 'Caffeine', amount: '65 mg' },
      ],
      strength: '500 mg / 65 mg per tablet',
      dosageForm: 'Uncoated tablet',
      packSize: 'Strip of 15 tablets',
      storage: coolDry,
      shelfLife: '36 months from the date of manufacture',
      usage: [
        'For short-term relief of headache, body ache and fever. Follow the directions on the pack.',
        'Do not take it with other medicines that contain paracetamol.',
        'If symptoms last more than 3 days, see a doctor. ' + askPharmacist,
      ],
      pack: 'strip',
      icon: 'pill',
      colour: 'rose',
    },
    {
      id: 'otc-allerclear',
      slug: 'allerclear',
      name: 'AllerClear',
      category: 'Allergy Relief',
      description: 'Non-drowsy relief from sneezing, runny nose and itchy eyes.',
      price: 129,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      composition: [{ substance: 'Loratadine', amount: '10 mg' }],
      strength: '10 mg per tablet',
      dosageForm: 'Uncoated tablet',
      packSize: 'Strip of 10 tablets',
      storage: coolDry,
      shelfLife: '36 months from the date of manufacture',
      usage: [
        'For relief of hay fever and allergy symptoms. Follow the directions on the pack.',
        'It rarely causes drowsiness; see how it affects you before driving.',
        askPharmacist,
      ],
      pack: 'strip',
      icon: 'flower',
      colour: 'violet',
    },
    {
      id: 'otc-eyecare-lubricant',
      slug: 'eyecare-lubricant',
      name: 'EyeCare Lubricant',
      category: 'Eye Care',
      description: 'Soothing lubricant eye drops for dry, tired eyes from screen time and dust.',
      price: 199,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      composition: [{ substance: 'Carboxymethylcellulose sodium', amount: '0.5% w/v' }],
      strength: '0.5% w/v',
      dosageForm: 'Sterile eye drops',
      packSize: 'Bottle of 10 ml',
      storage:
        'Store below 25 °C. Do not touch the tip to any surface. Discard 30 days after opening. Keep out of the reach of children.',
      shelfLife: '24 months unopened; 30 days after opening',
      usage: [
        'For temporary relief of dry, irritated eyes. Remove contact lenses before use.',
        'If pain, redness or changes in vision occur, stop and see an eye doctor.',
        askPharmacist,
      ],
      pack: 'bottle',
      icon: 'eye',
      colour: 'sky',
    },
    {
      id: 'otc-digestiease',
      slug: 'digestiease',
      name: 'DigestiEase',
      category: 'Digestive Health',
      description: 'Gentle relief from acidity, gas and indigestion.',
      price: 149,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      composition: [
        { substance: 'Magnesium hydroxide', amount: '250 mg' },
        { substance: 'Dried aluminium hydroxide gel', amount: '250 mg' },
        { substance: 'Simethicone', amount: '50 mg' },
      ],
      strength: '250 mg / 250 mg / 50 mg per tablet',
      dosageForm: 'Chewable tablet',
      packSize: 'Strip of 15 tablets',
      storage: coolDry,
      shelfLife: '24 months from the date of manufacture',
      usage: [
        'For occasional acidity, heartburn and gas. Chew the tablet well; follow the directions on the pack.',
        'If symptoms come back often or last more than 2 weeks, see a doctor.',
        askPharmacist,
      ],
      pack: 'strip',
      icon: 'leaf',
      colour: 'emerald',
    },
    {
      id: 'otc-energyboost-b12',
      slug: 'energyboost-b12',
      name: 'EnergyBoost B12',
      category: 'Vitamins & Supplements',
      description: 'Vitamin B12 to help fight tiredness and support nerve health.',
      price: 249,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      composition: [{ substance: 'Methylcobalamin (vitamin B12)', amount: '1500 mcg' }],
      strength: '1500 mcg per tablet',
      dosageForm: 'Film-coated tablet',
      packSize: 'Strip of 10 tablets',
      storage: coolDry,
      shelfLife: '24 months from the date of manufacture',
      usage: [
        'Vitamin B12 for people with low intake, such as those on a vegetarian diet.',
        'Lasting tiredness has many causes; a doctor can test your B12 level.',
        askPharmacist,
      ],
      pack: 'strip',
      icon: 'zap',
      colour: 'amber',
    },
  ],
  supplements: [
    {
      id: 'sup-vitacomplete-multivitamin',
      slug: 'vitacomplete-multivitamin',
      name: 'VitaComplete Multivitamin',
      category: 'Multivitamins',
      description: 'A complete daily multivitamin and mineral formula for adults.',
      price: 399,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      composition: [
        { substance: 'Vitamin A (as retinyl acetate)', amount: '700 mcg' },
        { substance: 'Vitamin C (ascorbic acid)', amount: '80 mg' },
        { substance: 'Cholecalciferol (vitamin D3)', amount: '400 IU' },
        { substance: 'Vitamin E (dl-alpha-tocopheryl acetate)', amount: '10 mg' },
        { substance: 'Cyanocobalamin (vitamin B12)', amount: '2.5 mcg' },
        { substance: 'Folic acid', amount: '200 mcg' },
        { substance: 'Zinc (as zinc sulphate)', amount: '10 mg' },
        { substance: 'Iron (as ferrous fumarate)', amount: '14 mg' },
      ],
      strength: '8 vitamins and minerals per tablet',
      dosageForm: 'Film-coated tablet',
      packSize: 'Bottle of 30 tablets',
      storage: coolDry,
      shelfLife: '24 months from the date of manufacture',
      usage: ['One tablet a day with a meal, or as your doctor or pharmacist advises.', supplementNote],
      pack: 'bottle',
      icon: 'sparkles',
      colour: 'orange',
    },
    {
      id: 'sup-omega-3-fish-oil',
      slug: 'omega-3-fish-oil',
      name: 'Omega-3 Fish Oil',
      category: 'Omega Fatty Acids',
      description: 'EPA and DHA for heart, brain and joint health.',
      price: 449,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      composition: [
        { substance: 'Fish oil concentrate', amount: '1000 mg' },
        { substance: 'Eicosapentaenoic acid (EPA)', amount: '180 mg' },
        { substance: 'Docosahexaenoic acid (DHA)', amount: '120 mg' },
      ],
      strength: '1000 mg fish oil per softgel',
      dosageForm: 'Softgel capsule',
      packSize: 'Bottle of 60 softgels',
      storage: coolDry,
      shelfLife: '24 months from the date of manufacture',
      usage: [
        'Ask your doctor before use if you take blood thinners or are allergic to fish.',
        supplementNote,
      ],
      pack: 'bottle',
      icon: 'fish',
      colour: 'sky',
    },
    {
      id: 'sup-bonestrength-calcium',
      slug: 'bonestrength-calcium',
      name: 'BoneStrength Calcium',
      category: 'Bone Health',
      description: 'Calcium with vitamin D3 for strong bones and teeth.',
      price: 299,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      composition: [
        { substance: 'Calcium carbonate (elemental calcium 500 mg)', amount: '1250 mg' },
        { substance: 'Cholecalciferol (vitamin D3)', amount: '250 IU' },
      ],
      strength: '500 mg calcium / 250 IU vitamin D3 per tablet',
      dosageForm: 'Film-coated tablet',
      packSize: 'Strip of 15 tablets',
      storage: coolDry,
      shelfLife: '24 months from the date of manufacture',
      usage: [
        'Ask your doctor before use if you have kidney stones or take thyroid medicine or antibiotics.',
        supplementNote,
      ],
      pack: 'strip',
      icon: 'bone',
      colour: 'teal',
    },
    {
      id: 'sup-heartguard-coq10',
      slug: 'heartguard-coq10',
      name: 'HeartGuard CoQ10',
      category: 'Heart Health',
      description: 'Coenzyme Q10 antioxidant support for heart health and cellular energy.',
      price: 599,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      composition: [{ substance: 'Coenzyme Q10 (ubidecarenone)', amount: '100 mg' }],
      strength: '100 mg per softgel',
      dosageForm: 'Softgel capsule',
      packSize: 'Bottle of 30 softgels',
      storage: coolDry,
      shelfLife: '24 months from the date of manufacture',
      usage: [
        'Ask your doctor before use if you take blood thinners or blood-pressure medicine.',
        supplementNote,
      ],
      pack: 'bottle',
      icon: 'heart',
      colour: 'rose',
    },
    {
      id: 'sup-proteinplus-whey',
      slug: 'proteinplus-whey',
      name: 'ProteinPlus Whey',
      category: 'Sports Nutrition',
      description: 'Whey protein for muscle recovery and everyday protein needs.',
      price: 699,
      manufacturer: ownLabel,
      prescriptionRequired: false,
      composition: [
        { substance: 'Whey protein concentrate (milk)', amount: '30 g per serving' },
        { substance: 'Protein', amount: '24 g per serving' },
      ],
      strength: '24 g protein per 30 g serving',
      dosageForm: 'Powder for oral use',
      packSize: 'Jar of 500 g',
      storage:
        'Store in a cool, dry place with the lid tightly closed; use within 3 months of opening. Keep out of the reach of children.',
      shelfLife: '18 months from the date of manufacture',
      usage: [
        'Contains milk. Ask your doctor before use if you have kidney disease or a milk allergy.',
        supplementNote,
      ],
      pack: 'bottle',
      icon: 'dumbbell',
      colour: 'indigo',
    },
  ],
  'medical-devices': [
    {
      id: 'dev-digital-thermometer',
      slug: 'digital-thermometer',
      name: 'Digital Thermometer',
      category: 'Temperature Monitoring',
      description: 'Accurate readings in about 10 seconds with a fever alert and memory recall.',
      price: 299,
      manufacturer: deviceMaker,
      prescriptionRequired: false,
      composition: [],
      materials: 'ABS plastic body, stainless-steel probe tip, LR41 button cell (replaceable)',
      strength: 'Range 32.0–42.9 °C, accuracy ±0.1 °C',
      dosageForm: 'Digital stick thermometer',
      packSize: '1 thermometer with protective case',
      storage:
        'Store at 10–40 °C in its case, away from direct sunlight. Clean the tip with alcohol after use.',
      shelfLife: '5 years of use; 1-year warranty',
      usage: [
        'For oral, underarm or rectal readings; follow the instructions in the box.',
        'A reading is not a diagnosis: for a high or lasting fever, see a doctor.',
      ],
      pack: 'carton',
      icon: 'thermometer',
      colour: 'orange',
    },
    {
      id: 'dev-blood-pressure-monitor',
      slug: 'blood-pressure-monitor',
      name: 'Blood Pressure Monitor',
      category: 'Cardiovascular',
      description: 'Automatic upper-arm monitor with irregular heartbeat detection and two-user memory.',
      price: 1299,
      manufacturer: deviceMaker,
      prescriptionRequired: false,
      composition: [],
      materials: 'ABS plastic housing, nylon cuff for arms of 22–42 cm, 4 AA batteries',
      strength: 'Pressure 0–299 mmHg (±3 mmHg), pulse 40–180 per minute',
      dosageForm: 'Automatic upper-arm blood pressure monitor',
      packSize: '1 monitor, 1 cuff, 4 AA batteries, storage pouch',
      storage: 'Store at −20 to 55 °C, dry and away from direct sunlight.',
      shelfLife: '5 years of use; 2-year warranty',
      usage: [
        'Sit quietly for 5 minutes before a reading and keep the cuff at heart level.',
        'Share your readings with your doctor; do not change any medicine on the basis of a home reading.',
      ],
      pack: 'carton',
      icon: 'gauge',
      colour: 'rose',
    },
    {
      id: 'dev-pulse-oximeter',
      slug: 'pulse-oximeter',
      name: 'Pulse Oximeter',
      category: 'Respiratory',
      description: 'Fingertip SpO₂ and pulse-rate readings on a bright, easy-to-read display.',
      price: 799,
      manufacturer: deviceMaker,
      prescriptionRequired: false,
      composition: [],
      materials: 'ABS plastic housing, medical-grade silicone finger pad, 2 AAA batteries',
      strength: 'SpO₂ 70–100% (±2%), pulse 30–250 per minute',
      dosageForm: 'Fingertip pulse oximeter',
      packSize: '1 oximeter, lanyard, 2 AAA batteries',
      storage: 'Store at −10 to 40 °C, dry and away from direct sunlight.',
      shelfLife: '5 years of use; 1-year warranty',
      usage: [
        'Keep your hand still and warm; nail polish and cold fingers can change the reading.',
        'If your reading is low or you feel breathless, contact a doctor at once.',
      ],
      pack: 'carton',
      icon: 'activity',
      colour: 'sky',
    },
    {
      id: 'dev-glucose-meter',
      slug: 'glucose-meter',
      name: 'Glucose Meter',
      category: 'Diabetes Care',
      description: 'Blood glucose meter with quick results from a small sample and a 500-reading memory.',
      price: 899,
      manufacturer: deviceMaker,
      prescriptionRequired: false,
      composition: [],
      materials: 'ABS plastic housing, LCD display, CR2032 button cell',
      strength: 'Range 20–600 mg/dL, result in 5 seconds from 0.5 µL of blood',
      dosageForm: 'Blood glucose meter',
      packSize: '1 meter, lancing device, 10 lancets, 10 test strips, carry case',
      storage:
        'Store the meter at 4–40 °C; keep test strips in their closed vial and use them before the date on it.',
      shelfLife: '5 years of use; lifetime warranty on the meter',
      usage: [
        'Wash and dry your hands before testing, and use only the matching test strips.',
        'Your doctor sets your target range; do not change insulin or tablets on one reading alone.',
      ],
      pack: 'carton',
      icon: 'droplet',
      colour: 'violet',
    },
    {
      id: 'dev-insulin-pen',
      slug: 'insulin-pen',
      name: 'Insulin Pen',
      category: 'Diabetes Care',
      description: 'Reusable insulin pen with precise dose dialling, for use as your doctor directs.',
      price: 499,
      manufacturer: deviceMaker,
      prescriptionRequired: true,
      composition: [],
      materials: 'Aluminium and polycarbonate body, for 3 ml insulin cartridges; needles not included',
      strength: 'Doses of 1–60 units in 1-unit steps',
      dosageForm: 'Reusable insulin pen',
      packSize: '1 pen with case and instructions',
      storage:
        'Store at room temperature in its case. Do not keep the pen with a cartridge in the refrigerator.',
      shelfLife: '3 years of use; 1-year warranty',
      usage: [
        'Use only with the insulin your doctor prescribes, at the dose they set.',
        'Ask your doctor, diabetes educator or pharmacist to show you how to use it; use a new needle for every injection.',
      ],
      pack: 'carton',
      icon: 'syringe',
      colour: 'teal',
    },
  ],
};

export const showcaseProducts: readonly ShowcaseProduct[] = [
  {
    id: 'q10-antioxidant-tablet',
    slug: 'coq10-antioxidant-tablets',
    name: 'CoQ10 Antioxidant Tablets',
    category: 'Antioxidants',
    description: 'A daily Q10 antioxidant tablet that supports heart health and cellular energy.',
    price: 549,
    manufacturer: ownLabel,
    prescriptionRequired: false,
    composition: [
      { substance: 'Coenzyme Q10 (ubidecarenone)', amount: '100 mg' },
      { substance: 'Vitamin E (dl-alpha-tocopheryl acetate)', amount: '10 mg' },
      { substance: 'Selenium (as sodium selenite)', amount: '40 mcg' },
    ],
    strength: '100 mg CoQ10 per tablet',
    dosageForm: 'Film-coated tablet',
    packSize: 'Strip of 10 tablets',
    storage: coolDry,
    shelfLife: '24 months from the date of manufacture',
    usage: [
      'Ask your doctor before use if you take blood thinners or blood-pressure medicine.',
      supplementNote,
    ],
    pack: 'strip',
    icon: 'heart',
    colour: 'amber',
    badge: 'Antioxidant',
  },
  {
    id: 'neuro-nutritional-softgel',
    slug: 'neuronourish-softgel-capsules',
    name: 'NeuroNourish Softgel Capsules',
    category: 'Nerve Health',
    description: 'A neuro-nutritional softgel for nerve health and everyday mental focus.',
    price: 399,
    manufacturer: ownLabel,
    prescriptionRequired: false,
    composition: [
      { substance: 'Methylcobalamin (vitamin B12)', amount: '1500 mcg' },
      { substance: 'Alpha-lipoic acid', amount: '100 mg' },
      { substance: 'Folic acid', amount: '1.5 mg' },
      { substance: 'Pyridoxine hydrochloride (vitamin B6)', amount: '3 mg' },
    ],
    strength: '1500 mcg methylcobalamin per softgel',
    dosageForm: 'Softgel capsule',
    packSize: 'Strip of 10 softgels',
    storage: coolDry,
    shelfLife: '24 months from the date of manufacture',
    usage: [
      'Numbness, tingling or nerve pain need a doctor’s assessment; this supplement does not treat them.',
      supplementNote,
    ],
    pack: 'strip',
    icon: 'brain',
    colour: 'violet',
    badge: 'Neuro Care',
  },
  {
    id: 'vitamin-d3-nano-shot',
    slug: 'vitamin-d3-60000-iu-oral-nano-shot',
    name: 'Vitamin D3 60,000 IU Oral Nano Shot',
    category: 'Vitamin D',
    description: 'A fast-absorbing 60,000 IU vitamin D3 oral nano shot for bones and immunity.',
    price: 99,
    manufacturer: ownLabel,
    prescriptionRequired: false,
    composition: [{ substance: 'Cholecalciferol (vitamin D3), nano-emulsion', amount: '60,000 IU per 5 ml' }],
    strength: '60,000 IU per 5 ml shot',
    dosageForm: 'Oral solution (nano-emulsion)',
    packSize: 'Bottle of 5 ml (one shot)',
    storage: coolDry,
    shelfLife: '18 months from the date of manufacture',
    usage: [
      'A high-strength dose usually taken once a week or once a month: take it only as your doctor advises, after a vitamin D test where possible.',
      'Too much vitamin D raises blood calcium; do not combine it with other vitamin D products unless your doctor says so.',
    ],
    pack: 'bottle',
    icon: 'droplet',
    colour: 'orange',
    badge: 'Fast Absorbing',
  },
  {
    id: 'vitamin-d3-softgel',
    slug: 'vitamin-d3-60000-iu-softgel-capsules',
    name: 'Vitamin D3 60,000 IU Softgel Capsules',
    category: 'Vitamin D',
    description: 'An easy-to-swallow 60,000 IU vitamin D3 softgel, taken as your doctor advises.',
    price: 129,
    manufacturer: ownLabel,
    prescriptionRequired: false,
    composition: [{ substance: 'Cholecalciferol (vitamin D3)', amount: '60,000 IU' }],
    strength: '60,000 IU per softgel',
    dosageForm: 'Softgel capsule',
    packSize: 'Strip of 4 softgels',
    storage: coolDry,
    shelfLife: '24 months from the date of manufacture',
    usage: [
      'A high-strength dose usually taken once a week or once a month: take it only as your doctor advises, after a vitamin D test where possible.',
      'Too much vitamin D raises blood calcium; do not combine it with other vitamin D products unless your doctor says so.',
    ],
    pack: 'strip',
    icon: 'pill',
    colour: 'teal',
    badge: 'Bone Health',
  },
];

/** A product as its page sees it: the item, the category it lives under and its own address. */
export interface CatalogueEntry {
  categoryId: CategoryId;
  path: string;
  product: CatalogueProduct;
}

export function productPath(categoryId: CategoryId, slug: string): string {
  return `/products/${categoryId}/${slug}`;
}

/** Every product with a page: the twenty list items, then the showcase products under supplements. */
export function catalogueEntries(): CatalogueEntry[] {
  const listed = (Object.keys(catalogue) as CategoryId[]).flatMap((categoryId) =>
    catalogue[categoryId].map((product) => ({ categoryId, product })),
  );
  const showcased = showcaseProducts.map((product) => ({ categoryId: 'supplements' as const, product }));
  return [...listed, ...showcased].map(({ categoryId, product }) => ({
    categoryId,
    path: productPath(categoryId, product.slug),
    product,
  }));
}

/** The key ingredients as one line, for the showcase: "Coenzyme Q10 (ubidecarenone), Vitamin E, …". */
export function ingredientNames(product: Pick<CatalogueProduct, 'composition'>): string {
  return product.composition.map((ingredient) => ingredient.substance).join(', ');
}
