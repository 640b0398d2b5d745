import { leadMessages } from '#contract/lead-texts.ts';
import type { LeadKind } from '#contract/lead-fields.ts';
import type { Messages } from './messages.ts';

/** The id of each of the contract's form messages, by its English words: `lead.<name>`. */
const idsByEnglish = new Map<string, string>(
  Object.entries(leadMessages).map(([name, english]) => [english, `lead.${name}`]),
);

/**
 * A message of the shared contract (a form field's refusal) in a page's language. The schemas speak
 * English, in the browser and on the server alike; this puts their words in the language of the page
 * that sent the form. A message the catalogues do not have stays as it is.
 */
export function localiseLeadMessage(message: string, messages: Messages): string {
  const id = idsByEnglish.get(message);
  return (id && messages[id]) || message;
}

/** Each field's refusal in the page's language. */
export function localiseFieldErrors(
  fields: Readonly<Record<string, string>>,
  messages: Messages,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [name, localiseLeadMessage(message, messages)]),
  );
}

type LeadMessageName = keyof typeof leadMessages;

/** What the server can answer any form, whatever its fields: its guards against spam and floods. */
const everyFormRefusals = [
  'invalidCharacters',
  'honeypotFilled',
  'tooFast',
  'tooManyRequests',
  'waitAMinute',
  'waitMinutes',
] as const satisfies readonly LeadMessageName[];

/**
 * The refusals each form can show, by the name its words map to (`idsByEnglish`): its fields', and
 * those of every form. A form's island carries only these on a translated page, not every form's
 * (lead-messages.test.ts holds each list to its kind's schema).
 */
export const formRefusals: Readonly<Record<LeadKind, readonly LeadMessageName[]>> = {
  quote: [
    ...everyFormRefusals,
    'fullNameRequired',
    'nameTooLong',
    'emailRequired',
    'emailInvalid',
    'emailTooLong',
    'phoneInvalid',
    'companyTooLong',
    'productNameRequired',
    'productNameTooLong',
    'quantityRequired',
    'quantityInvalid',
    'furtherQuantityRequired',
    'furtherProductRequired',
    'requirementsTooLong',
    'timelineInvalid',
    'agreementRequired',
  ],
  contact: [
    ...everyFormRefusals,
    'reporterNameRequired',
    'nameTooLong',
    'emailRequired',
    'emailInvalid',
    'emailTooLong',
    'phoneInvalid',
    'subjectRequired',
    'subjectTooLong',
    'messageRequired',
    'messageTooLong',
    'termsRequired',
  ],
  newsletter: [...everyFormRefusals, 'emailRequired', 'emailInvalid', 'emailTooLong'],
  'adverse-event': [
    ...everyFormRefusals,
    'reporterNameRequired',
    'nameTooLong',
    'reporterContactRequired',
    'emailInvalid',
    'emailTooLong',
    'phoneInvalid',
    'reporterTypeInvalid',
    'aeProductRequired',
    'productNameTooLong',
    'batchNumberTooLong',
    'descriptionRequired',
    'descriptionTooLong',
    'startedOnInvalid',
    'seriousnessInvalid',
  ],
  'medical-info': [
    ...everyFormRefusals,
    'reporterNameRequired',
    'nameTooLong',
    'professionInvalid',
    'registrationRequired',
    'registrationTooLong',
    'institutionTooLong',
    'emailRequired',
    'emailInvalid',
    'emailTooLong',
    'phoneInvalid',
    'miProductRequired',
    'productNameTooLong',
    'questionRequired',
    'questionTooLong',
    'urgencyInvalid',
    'agreementRequired',
  ],
  distributor: [
    ...everyFormRefusals,
    'firmNameRequired',
    'firmNameTooLong',
    'gstinInvalid',
    'gstinCheck',
    'gstinOtherState',
    'licenceTypeInvalid',
    'licence20Required',
    'licence21Required',
    'licenceTooLong',
    'addressRequired',
    'addressTooLong',
    'stateInvalid',
    'pinCodeInvalid',
    'contactPersonRequired',
    'nameTooLong',
    'emailRequired',
    'emailInvalid',
    'emailTooLong',
    'phoneInvalid',
    'areasRequired',
    'areasTooLong',
    'monthlyVolumeInvalid',
    'agreementRequired',
  ],
};

/** The ids of a form's refusals, for its island's texts on a translated page. */
export function formRefusalIds(kind: LeadKind): string[] {
  return formRefusals[kind].map((name) => `lead.${name}`);
}
