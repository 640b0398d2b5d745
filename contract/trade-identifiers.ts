/**
 * The identifiers a trade buyer gives us (issue 29, DOMAIN.md "Trade identifiers"): the GSTIN and
 * the PIN code, checked as GSTN and India Post define them.
 */

/**
 * States and union territories by their GST state code (GSTN's list): 25 was merged into 26 in
 * 2020, and 28 (Andhra Pradesh before 2014) is not issued under GST.
 */
const gstStateCodes = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
} as const satisfies Record<string, string>;

type GstStateCode = keyof typeof gstStateCodes;
export type GstState = (typeof gstStateCodes)[GstStateCode];

/** The states and union territories a trade address can be in, by name, in GSTN's order. */
export const gstStates = Object.values(gstStateCodes).filter(
  (state): state is Exclude<GstState, 'Other Territory'> => state !== 'Other Territory',
);

const base36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters: each character's base-36 value times 1 or
 * 2 (alternating, from 1), each product's quotient and remainder by 36 summed, and the check is
 * (36 − sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = base36.indexOf(first14[index] ?? '') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return base36[(36 - (sum % 36)) % 36]!;
}

/** State code, PAN (5 letters, 4 digits, 1 letter), entity character (not 0), Z, check character. */
const gstinShape = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

export type GstinReading =
  | { valid: true; gstin: string; state: GstState; pan: string }
  | { valid: false; problem: 'shape' | 'state' | 'check' | 'other-state' };

/**
 * Reads a GSTIN as typed (any case, spaces ignored): its shape, its state code, its check
 * character and, when `state` is given, that the code is that state's.
 */
export function readGstin(typed: string, state?: GstState): GstinReading {
  const gstin = typed.replace(/\s+/g, '').toUpperCase();
  const match = gstinShape.exec(gstin);
  if (!match) return { valid: false, problem: 'shape' };
  const code = match[1] as string;
  if (!(code in gstStateCodes)) return { valid: false, problem: 'state' };
  if (gstinCheckCharacter(gstin) !== gstin[14]) return { valid: false, problem: 'check' };
  const registered = gstStateCodes[code as GstStateCode];
  if (state !== undefined && registered !== state) return { valid: false, problem: 'other-state' };
  return { valid: true, gstin, state: registered, pan: match[2] as string };
}

/** An Indian PIN code: six digits, the first of them 1–9. */
export function isPinCode(typed: string): boolean {
  return /^[1-9]\d{5}$/.test(typed.trim());
}
