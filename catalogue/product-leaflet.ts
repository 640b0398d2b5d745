/** A medicine's prescribing information: its clinical text, as the product master holds it. */

/** The sections of a leaflet's clinical text, in the order a leaflet prints them: paragraphs each. */
export const leafletSections = [
  'indications',
  'dosage',
  'contraindications',
  'warnings',
  'interactions',
  'pregnancyAndLactation',
  'undesirableEffects',
  'overdose',
] as const;
export type LeafletSection = (typeof leafletSections)[number];

export type ProductLeaflet = {
  /** The pharmacological class, as a leaflet's first clinical line states it. */
  therapeuticClass: string;
  /** When this text was last revised (ISO date). */
  revised: string;
} & Record<LeafletSection, string[]>;
