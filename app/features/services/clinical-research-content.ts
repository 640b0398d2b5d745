import { researchAreas, researchProcess } from '#app/data/services/clinical-research.ts';
import { researchAreaTexts, researchListTexts } from './research-areas-content.ts';

/** Every text of the clinical research page outside its list of areas (`services.clinicalResearch`). */
export const clinicalResearchContent = {
  process: {
    title: 'Our Research Process',
    lead: 'Three steps from a medical question to better everyday care.',
    steps: researchProcess,
  },
  areas: {
    title: 'Research Areas',
    lead: 'The therapeutic areas we study with hospitals and investigators across India.',
  },
  callToAction: {
    title: 'Take part in our research',
    text: 'Patients, doctors and hospitals can join our studies. Every study is approved by an ethics committee, and taking part is always voluntary. Tell us how you would like to be involved and our research team will get back to you.',
    primary: 'Ask about taking part',
  },
};

/**
 * The research areas' island (`services.research`): its search's words and the areas' names and
 * descriptions, by their place in the list. The island builds the same from its props.
 */
export const researchContent = { ...researchListTexts, areas: researchAreaTexts(researchAreas) };
