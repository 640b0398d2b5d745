import {
  regulatoryBodies,
  regulatoryExpertise,
  regulatoryStages,
} from '#app/data/services/regulatory-affairs.ts';

/** Every text of the regulatory affairs page (`services.regulatory`). */
export const regulatoryAffairsContent = {
  bodies: {
    title: 'Regulatory Bodies We Work With',
    lead: 'We prepare submissions for the authorities of the markets our partners serve.',
    regionLabel: 'Region',
    items: regulatoryBodies,
  },
  stages: {
    title: 'The Stages of a Submission',
    lead: 'We stay with you from the first strategy meeting to approval and beyond.',
    steps: regulatoryStages,
  },
  expertise: { title: 'Our Expertise', lists: regulatoryExpertise },
  callToAction: {
    title: 'Planning a submission?',
    text: 'Tell us about your product and target markets, and our regulatory specialists will get back to you within 24 hours.',
    primary: 'Contact our regulatory team',
  },
};
