import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#app/lib/api-client.ts';
import { productChoices } from '#catalogue/catalogue.ts';
import { productEndpoints } from '#contract/products.ts';

/** Under the product editor's key, so a product it publishes is offered anew. */
const productChoicesKey = ['product-master', 'choices'] as const;

/** A staff form's product field: the product master's products, and what to say until they are there. */
export interface ProductChoices {
  options: { value: string; label: string }[];
  /** The first, empty option: a prompt to choose, or why there is nothing to choose yet. */
  placeholder: string;
  /** False until the list arrives: the field waits, so the product it was opened with is chosen. */
  ready: boolean;
}

/** The product master's products, by name, for a staff form (batches, recalls). */
export function useProductChoices(): ProductChoices {
  const query = useQuery({
    queryKey: productChoicesKey,
    queryFn: ({ signal }) =>
      callEndpoint(productEndpoints.names, { signal, failure: 'Failed to load the products' }),
    select: ({ products }) => productChoices(products.map((product) => ({ product }))),
  });
  if (query.data) return { options: query.data, placeholder: 'Choose a product', ready: true };
  return {
    options: [],
    placeholder: query.error
      ? 'The products could not be loaded: reload the page to try again'
      : 'Loading the products…',
    ready: false,
  };
}
