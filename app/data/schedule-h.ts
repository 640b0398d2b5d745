/** Statutory caution on medicines that need a prescription (Schedule H, Drugs Rules, 1945). */
export const scheduleHCaution =
  'To be sold by retail on the prescription of a Registered Medical Practitioner only';
