/** The words of the `agreed` tick (`termsAgreement`), with its two links. */
export const termsAgreementTexts = {
  label: 'I agree to the {terms} and the {privacy}.',
  termsLink: 'terms and conditions',
  privacyLink: 'privacy policy',
};
