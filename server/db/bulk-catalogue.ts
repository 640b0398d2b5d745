import type { TabletInput } from '#contract/tablet.ts';

/** Generic names with typical strengths (mg) and a typical price per mg-strength step, in rupees. */
const generics: readonly [generic: string, strengths: readonly number[], basePrice: number][] = [
  ['Paracetamol', [500, 650, 1000], 18],
  ['Amlodipine besilate', [2.5, 5, 10], 22],
  ['Metformin hydrochloride', [500, 850, 1000], 16],
  ['Atorvastatin calcium', [10, 20, 40, 80], 55],
  ['Azithromycin', [250, 500], 68],
  ['Pantoprazole sodium', [20, 40], 48],
  ['Telmisartan', [20, 40, 80], 60],
  ['Cetirizine hydrochloride', [5, 10], 14],
  ['Montelukast sodium', [4, 5, 10], 95],
  ['Losartan potassium', [25, 50, 100], 45],
  ['Glimepiride', [1, 2, 4], 38],
  ['Rosuvastatin calcium', [5, 10, 20], 110],
  ['Clopidogrel bisulfate', [75, 150], 72],
  ['Levothyroxine sodium', [25, 50, 100], 110],
  ['Omeprazole', [10, 20, 40], 36],
  ['Ciprofloxacin hydrochloride', [250, 500, 750], 42],
  ['Amoxicillin and clavulanate', [375, 625, 1000], 120],
  ['Ibuprofen', [200, 400, 600], 20],
  ['Diclofenac sodium', [50, 75, 100], 24],
  ['Metoprolol succinate', [25, 50, 100], 66],
  ['Sitagliptin phosphate', [50, 100], 290],
  ['Vildagliptin', [50], 210],
  ['Doxycycline hyclate', [100], 58],
  ['Levocetirizine dihydrochloride', [5], 40],
  ['Folic acid', [5], 9],
];

const brandStarts = [
  'Aro',
  'Bio',
  'Cardi',
  'Dia',
  'Ento',
  'Fexo',
  'Glu',
  'Hepa',
  'Ivo',
  'Lipi',
  'Medi',
  'Neu',
];
const brandEnds = ['ra', 'vin', 'tas', 'mox', 'zole', 'pril', 'sart', 'gard', 'cal', 'lex', 'nol', 'dex'];
const forms = ['', ' SR', ' MR', ' DT', ' Forte', ' XR'];
const packs = [10, 14, 15, 20, 30];

/** A small deterministic generator (mulberry32), so the same count always seeds the same catalogue. */
function randomNumbers(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` plausible tablets: brand-style names over real generics, strengths, forms and strip prices. */
export function bulkCatalogue(count: number, seed = 1): TabletInput[] {
  const random = randomNumbers(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const [generic, strengths, basePrice] = pick(generics);
    const strength = pick(strengths);
    const pack = pick(packs);
    const brand = `${pick(brandStarts)}${pick(brandEnds)}`;
    const price = Math.round(basePrice * (0.6 + random()) * (pack / 10) * 100) / 100;
    return {
      name: `${brand}${pick(forms)} ${strength} mg ${(index % 97) + 1}`.trim(),
      genericName: generic,
      price: Math.max(price, 0.01),
      description: `Strip of ${pack} tablets.`,
    };
  });
}
