import fs from 'node:fs';
import path from 'node:path';

const cfg = JSON.parse(fs.readFileSync(new URL('./preview.json', import.meta.url)));

function walk(dir, acc = {}) {
  if (!fs.existsSync(dir)) return acc;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, acc);
    else acc[p] = fs.readFileSync(p).toString('base64');
  }
  return acc;
}

const files = {};
for (const d of cfg.include) walk(d, files);
const res = await fetch(cfg.endpoint, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ files }),
}).catch(() => null);
console.log('preview:', res ? (await res.json().catch(() => ({}))).url : 'upload failed');
