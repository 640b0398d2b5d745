import type { LeadKind } from '#contract/lead-fields.ts';
import type { SubmissionFieldName } from '#contract/submissions.ts';

/**
 * The fields that name the person in each kind: erased on request, searched, shown in lists and
 * given their own columns in the CSV.
 */
export const personalFields: {
  readonly [Kind in LeadKind]: {
    name?: SubmissionFieldName<Kind>;
    email: SubmissionFieldName<Kind>;
    phone?: SubmissionFieldName<Kind>;
    other: SubmissionFieldName<Kind>[];
  };
} = {
  quote: { name: 'fullName', email: 'email', phone: 'phone', other: ['company'] },
  contact: { name: 'name', email: 'email', phone: 'phone', other: [] },
  newsletter: { email: 'email', other: [] },
  'adverse-event': { name: 'reporterName', email: 'reporterEmail', phone: 'reporterPhone', other: [] },
  'medical-info': {
    name: 'name',
    email: 'email',
    phone: 'phone',
    other: ['registrationNumber', 'institution'],
  },
  distributor: { name: 'contactPerson', email: 'email', phone: 'phone', other: [] },
};
