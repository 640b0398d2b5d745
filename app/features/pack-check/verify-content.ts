/**
 * The words of the `/verify` page in English (languages/content.ts): a translated page has them from
 * the catalogues (`packCheck.page.*`). Sentences with links are one text each, the link a placeholder.
 */
export const verifyPageContent = {
  codeHeading: 'Check the code on a pack',
  codeText:
    'Point your phone’s camera at the QR code on the pack: it opens this page with the answer. Or type the code printed under the QR code.',
  codeLabel: 'Pack code',
  checkCode: 'Check code',
  batchHeading: 'Check a batch number',
  batchText:
    'A pack without a QR code shows its batch number (B. No.) near the dates. Choose the product and type the batch number.',
  productLabel: 'Product',
  choosePlaceholder: 'Choose a product',
  batchLabel: 'Batch number',
  checkBatch: 'Check batch',
  doubtHeading: 'If you doubt a pack',
  doubtText:
    'Do not use it. Keep the pack and the receipt, and {contact}. If you have taken a medicine and feel unwell, see a doctor and {report}. You can also report a pack you believe is not genuine to the {cdsco}.',
  contactLink: 'contact us',
  reportLink: 'report the side effect',
  cdscoLink: 'Central Drugs Standard Control Organisation (CDSCO)',
};

/** The scanner's words (`packCheck.scanner.*` on a translated page, where they travel with the island). */
export const packScannerTexts = {
  scan: 'Scan the QR code with this device’s camera',
  stop: 'Stop scanning',
  cameraView: 'The camera’s view',
  noCamera: 'The camera could not be opened. Allow this site to use the camera, or type the code below.',
  notOurs: 'This QR code is not one of our pack codes. Scan the QR code on the pack, or type the code below.',
  scanning: 'Hold the QR code on the pack inside the frame.',
};
