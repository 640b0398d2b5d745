/**
 * The product master's names as suggestions for a product field (`<input list={id}>`): the visitor
 * may pick one or type any other. Rendered beside a form's island, not in it, so the names are in
 * the page's HTML and not in its script.
 */
export function CatalogueProductList({ id, names }: { id: string; names: readonly string[] }) {
  return (
    <datalist id={id}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
