/** What an audit entry's details read as in one table cell. */

const nothing = '—';

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return nothing;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length > 0 ? value.map(formatValue).join(', ') : nothing;
  if (isPlainObject(value)) {
    const pairs = formatAuditDetails(value);
    return pairs === nothing ? nothing : `(${pairs})`;
  }
  return String(value);
}

/** "price: 12 → 14.5; name: A → B" for objects of fields; "sales → sales, owner" for plain values. */
function changes(before: unknown, after: unknown): string[] {
  if (!isPlainObject(before) || !isPlainObject(after))
    return [`${formatValue(before)} → ${formatValue(after)}`];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].map((key) => `${key}: ${formatValue(before[key])} → ${formatValue(after[key])}`);
}

/**
 * `key: value` pairs separated by "; ", with lists joined by ", ", nested objects in brackets,
 * yes and no for booleans, and "—" for nothing. A `before` with an `after` reads as the change
 * between them: "price: 12 → 14.5".
 */
export function formatAuditDetails(details: Readonly<Record<string, unknown>>): string {
  const { before, after, ...others } = details;
  const paired = 'before' in details && 'after' in details;
  const pairs = [
    ...(paired ? changes(before, after) : []),
    ...Object.entries(paired ? others : details).map(([key, value]) => `${key}: ${formatValue(value)}`),
  ];
  return pairs.length > 0 ? pairs.join('; ') : nothing;
}
