/** How a cell that a spreadsheet would run as a formula starts. */
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180); a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file from a header and rows of cells, with CRLF line ends. */
export function csvFile(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A cell's text as it was before csvCell defused it: without the apostrophe put before a formula's start. */
export function undefusedCell(text: string): string {
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}
