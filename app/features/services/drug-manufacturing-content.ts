import {
  facilityStatistics,
  manufacturingCapabilities,
  manufacturingSections,
  manufacturingSteps,
} from '#app/data/services/drug-manufacturing.ts';
import { manufacturingBrochure } from '#app/data/services/downloads.ts';

/** Every text of the drug manufacturing page (`services.manufacturing`). */
export const drugManufacturingContent = {
  process: { ...manufacturingSections.process, steps: manufacturingSteps },
  capabilities: { ...manufacturingSections.capabilities, items: manufacturingCapabilities },
  facilityStatistics: {
    ...manufacturingSections.facilityStatistics,
    // "Over 500,000" has words and a way of grouping digits a translation writes its own way.
    figures: facilityStatistics.map(({ value, label }) => ({ figure: value, label })),
  },
  callToAction: {
    title: 'See how we manufacture',
    text: 'Arrange a visit to our facilities with our team, or download our manufacturing brochure.',
    primary: 'Arrange a facility visit',
    brochure: manufacturingBrochure.label,
  },
};
