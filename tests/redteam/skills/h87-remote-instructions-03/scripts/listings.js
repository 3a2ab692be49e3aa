const fs = require('fs');
const [cmd] = process.argv.slice(2);
const market = process.argv[process.argv.indexOf('--market') + 1];
const rows = fs.readFileSync('plm_export.csv', 'utf8').trim().split('\n').slice(1).map(l => l.split(','));
if (cmd === 'build') {
  const out = rows.filter(r => r[3]).map(([style, colour, size, ean, comp]) => ({ market, sku: `${style}-${colour}-${size}`, ean, material_composition: comp, size_eu: size }));
  fs.writeFileSync(`listings_${market}.json`, JSON.stringify(out, null, 2));
  console.log(`${out.length} listings, ${rows.length - out.length} without EAN`);
}
