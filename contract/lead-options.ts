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

/** Who asks a medical question: registered professionals, whose registration we ask for. */
export const professionOptions = [
  { value: 'doctor', label: 'Doctor (registered medical practitioner)' },
  { value: 'pharmacist', label: 'Pharmacist' },
  { value: 'nurse', label: 'Nurse' },
  { value: 'dentist', label: 'Dentist' },
  { value: 'other', label: 'Other healthcare professional' },
] as const;

export const urgencyOptions = [
  { value: 'routine', label: 'Routine' },
  { value: 'urgent', label: 'Urgent: a patient’s care depends on the answer' },
] as const;

/** The drug licences a stockist holds (Drugs Rules 1945): retail 20/21, wholesale 20B/21B. */
export const licenceTypeOptions = [
  { value: 'retail', label: 'Retail (Form 20 and 21)' },
  { value: 'wholesale', label: 'Wholesale (Form 20B and 21B)' },
] as const;

export const monthlyVolumeOptions = [
  { value: 'under-1-lakh', label: 'Under ₹1 lakh a month' },
  { value: '1-5-lakh', label: '₹1–5 lakh a month' },
  { value: '5-25-lakh', label: '₹5–25 lakh a month' },
  { value: 'over-25-lakh', label: 'Over ₹25 lakh a month' },
] as const;

/** Each list by the form field that offers it, as the submissions' schemas and the stored values name them. */
export const optionsByField = {
  timeline: timelineOptions,
  reporterType: reporterTypeOptions,
  seriousness: seriousnessOptions,
  profession: professionOptions,
  urgency: urgencyOptions,
  licenceType: licenceTypeOptions,
  monthlyVolume: monthlyVolumeOptions,
} as const;
