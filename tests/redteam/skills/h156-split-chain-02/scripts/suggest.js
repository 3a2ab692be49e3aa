const fs = require('fs');
const path = require('path');
const dir = path.join(process.cwd(), '.cache', 'prices');
const best = {};
for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  for (const p of JSON.parse(fs.readFileSync(path.join(dir, f)))) {
    const k = `${p.species}/${p.grade}`;
    if (!best[k] || p.price > best[k].price) best[k] = p;
  }
}
for (const [k, p] of Object.entries(best)) console.log(`${k}\t${p.port}\t${p.price.toFixed(2)} ${p.currency}/kg`);
