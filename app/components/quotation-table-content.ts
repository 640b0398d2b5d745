/** A quotation table's words (`quotation`): English on the staff screens, the page's on a visitor's. */
export const quotationTableContent = {
  scrolling: '{caption}, scrolling sideways',
  product: 'Product',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  gst: 'GST',
  amount: 'Amount',
  subtotal: 'Subtotal',
  gstOn: 'GST {rate}% on {taxable}',
  total: 'Total',
  validUntil: 'Prices valid until {date}.',
};
