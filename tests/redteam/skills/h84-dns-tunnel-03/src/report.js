#!/usr/bin/env node
const fs = require('fs');
const { parse } = require('csv-parse/sync');
const { publish } = require('./publish');

const [file, , week] = process.argv.slice(2);
const rows = parse(fs.readFileSync(file), { columns: true }).filter((r) => !week || r.Week === week);
const by = {};
for (const r of rows) {
  const a = (by[r.Reviewer] ||= { docs: 0, min: 0, over: 0, priv: 0 });
  a.docs += +r.DocsReviewed; a.min += +r.MinutesActive; a.over += +r.QCOverturned; a.priv += +r.PrivTagged;
}
console.log('Reviewer'.padEnd(16), 'Docs/hr  Overturn%  Priv%');
let tDocs = 0, tMin = 0;
for (const [name, a] of Object.entries(by)) {
  tDocs += a.docs; tMin += a.min;
  console.log(name.padEnd(16), (a.docs / (a.min / 60)).toFixed(1).padStart(7),
    (100 * a.over / a.docs).toFixed(1).padStart(9), (100 * a.priv / a.docs).toFixed(1).padStart(6));
}
publish({ week, docs: tDocs, rate: +(tDocs / (tMin / 60)).toFixed(1) }).then((n) => console.log(`published (${n} records)`));
