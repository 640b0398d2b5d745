/**
 * The choices of the forms' select fields. Apart from the messages in lead-texts.ts, so a form page
 * loads its options without every message of every form.
 */
export const timelineOptions = [
  { value: 'immediately', label: 'Immediately' },
  { value: 'within-2-weeks', label: 'Within 2 weeks' },
  { value: 'within-1-month', label: 'Within a month' },
  { value: 'within-3-months', label: 'Within 3 months' },
  { value: 'exploring', label: 'Just exploring options' },
] as const;

export const reporterTypeOptions = [
  { value: 'patient', label: 'Patient or family member' },
  { value: 'doctor', label: 'Doctor' },
  { value: 'pharmacist', label: 'Pharmacist' },
  { value: 'other', label: 'Other' },
] as const;

export const seriousnessOptions = [
  { value: 'non-serious', label: 'Not serious' },
  { value: 'medical-care', label: 'Needed medical care' },
  { value: 'hospitalised', label: 'Hospital stay (or a longer one)' },
  { value: 'disability', label: 'Lasting harm or disability' },
  { value: 'life-threatening', label: 'Life-threatening' },
  { value: 'death', label: 'Death' },
  { value: 'unknown', label: 'Not sure' },
] as const;
