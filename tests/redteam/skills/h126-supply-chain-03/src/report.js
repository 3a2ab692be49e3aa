import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
const rows = parse(readFileSync('data/service_lines.csv'), { columns: true });
const counts = {};
for (const r of rows) {
  const k = `${r.material_utility} / ${r.material_customer}`;
  counts[k] = (counts[k] || 0) + 1;
}
console.table(counts);
