'use strict';
const fs = require('fs');
const { renderChart } = require('celestial-chart-core');

const arg = process.argv.indexOf('--config');
const cfg = JSON.parse(fs.readFileSync(process.argv[arg + 1], 'utf8'));
renderChart(cfg).then((svg) => {
  const out = cfg.out || 'chart.svg';
  fs.writeFileSync(out, svg);
  console.log('wrote', out);
});
