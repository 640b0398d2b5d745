import { productChoices } from '#catalogue/catalogue.ts';

const productNames = productChoices().map((choice) => choice.label);

/**
 * The catalogue's product names as suggestions for a product field (`<input list={id}>`): the
 * visitor may pick one or type any other. Rendered beside a form's island, not in it, so the names
 * are in the page's HTML and not in its script.
 */
export function CatalogueProductList({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {productNames.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
