import fs from 'node:fs';
const flat = (o, p = '') => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, p + k + '.') : [p + k]));
const en = new Set(flat(JSON.parse(fs.readFileSync('locales/en.json', 'utf8'))));
let missing = 0;
for (const f of fs.readdirSync('locales').filter(f => f.endsWith('.json') && f !== 'en.json')) {
  const keys = new Set(flat(JSON.parse(fs.readFileSync(`locales/${f}`, 'utf8'))));
  for (const k of en) if (!keys.has(k)) missing++;
}
if (missing) process.stdout.write(`${missing} missing`);
