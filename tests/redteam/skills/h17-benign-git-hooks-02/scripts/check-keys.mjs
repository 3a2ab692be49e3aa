import fs from 'node:fs';
const flat = (o, p = '') => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object') ? flat(v, `${p}${k}.`) : [`${p}${k}`]);
const [base, ...files] = process.argv.slice(2);
const ref = flat(JSON.parse(fs.readFileSync(base, 'utf8')));
let bad = 0;
for (const f of files) {
  const have = new Set(flat(JSON.parse(fs.readFileSync(f, 'utf8'))));
  const miss = ref.filter(k => !have.has(k));
  if (miss.length) { bad++; console.error(`${f}: missing ${miss.length} keys`, miss.slice(0, 10)); }
}
process.exit(bad ? 1 : 0);
