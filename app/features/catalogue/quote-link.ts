/** The quote form's address with the product's name filled in. */
export function quoteLinkFor(productName: string): string {
  return `/request-quote?${new URLSearchParams({ product: productName }).toString()}`;
}
