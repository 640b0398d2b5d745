import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Prints a table and writes the same rows as JSON under bench/results/. */
export function report(
  name: string,
  rows: Array<Record<string, string | number>>,
  extra: Record<string, unknown> = {},
) {
  console.log(`\n== ${name}`);
  console.table(rows);
  const dir = path.resolve('bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ name, date: new Date().toISOString(), rows, ...extra }, null, 2)}\n`,
  );
  console.log(`written ${path.relative(process.cwd(), file)}`);
}
