/** One CSV cell (RFC 4180); a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file from a header and rows of cells, with CRLF line ends. */
export function csvFile(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
