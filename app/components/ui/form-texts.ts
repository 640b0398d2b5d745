/**
 * The form kit's own words in English, by message id. A public page gives them in its language
 * (languages/messages.ts); the staff screens, which are English only and given no page texts, show
 * these.
 */
export const formKitTexts = {
  'form.optional': ' (optional)',
  'form.leaveEmpty': 'Leave this empty',
} as const;

export type FormKitTextId = keyof typeof formKitTexts;
