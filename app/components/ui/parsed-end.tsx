/**
 * The last child of a `.settle-when-parsed` row (app.css): the row is painted once the browser has
 * parsed up to here, so none of its boxes moves as the rest of a slowly parsed page arrives.
 */
export function ParsedEnd() {
  return <span hidden data-parsed-end />;
}
