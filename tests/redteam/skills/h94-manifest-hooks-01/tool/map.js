const fs = require('fs');
const { parse } = require('csv-parse/sync');
const { hexbin } = require('d3-hexbin');
const args = process.argv.slice(2);
const rows = parse(fs.readFileSync(args[0]), { columns: true, delimiter: args[0].endsWith('.csv') ? ',' : '\t' });
const sp = args[args.indexOf('--species') + 1];
const pts = rows.filter(r => r.scientificName.startsWith(sp) && +r.coordinateUncertaintyInMeters <= 5000)
  .map(r => [+r.decimalLongitude, +r.decimalLatitude]);
const bins = hexbin().radius(0.05)(pts);
console.log(`${pts.length} records in ${bins.length} hex-bins`);
