const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees with 2 decimals in Indian digit grouping: 123456.5 → "₹1,23,456.50". */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
