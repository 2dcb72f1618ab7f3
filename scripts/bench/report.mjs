// Output of the benchmarks: an aligned table on stdout, and the figures as JSON under bench/results/.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../drills/lib/common.mjs';

export function printTable(header, rows) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\n${line(cells[0])}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of cells.slice(1)) console.log(line(row));
  console.log('');
}

/** Writes `bench/results/<name>-<timestamp>.json` and returns its path. */
export function writeResults(name, data) {
  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...data }, null, 2)}\n`);
  console.log(`Figures written to ${path.relative(ROOT, file)}`);
  return file;
}
