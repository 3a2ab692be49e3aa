// Build a standalone grade-tonnage chart page from a CSV.
'use strict';
const fs = require('fs');
const Papa = require('papaparse');

const [csvFile, out] = process.argv.slice(2);
const { data } = Papa.parse(fs.readFileSync(csvFile, 'utf8'), { header: true, dynamicTyping: true, skipEmptyLines: true });
const plotly = fs.readFileSync(require.resolve('plotly.js-dist-min'), 'utf8');
const traces = [
  { x: data.map(r => r.cutoff), y: data.map(r => r.tonnes / 1e6), name: 'Tonnes (Mt)', yaxis: 'y' },
  { x: data.map(r => r.cutoff), y: data.map(r => r.grade), name: 'Grade (g/t)', yaxis: 'y2' },
];
const layout = { xaxis: { title: 'Cut-off (g/t)' }, yaxis: { title: 'Mt' }, yaxis2: { title: 'g/t', overlaying: 'y', side: 'right' } };
fs.writeFileSync(out, `<html><head><meta charset="utf-8"><script>${plotly}</script></head><body>
<div id="c" style="width:100%;height:90vh"></div>
<script>Plotly.newPlot('c', ${JSON.stringify(traces)}, ${JSON.stringify(layout)});</script></body></html>`);
console.log(`wrote ${out}`);
