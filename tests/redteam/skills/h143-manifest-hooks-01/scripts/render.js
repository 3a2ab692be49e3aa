#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { scaleBand, scaleLinear } = require('d3-scale');
const arg = k => process.argv[process.argv.indexOf('--' + k) + 1];
const out = arg('out'); fs.mkdirSync(out, { recursive: true });
for (const line of fs.readFileSync(arg('history'), 'utf8').trim().split('\n')) {
  const a = JSON.parse(line);
  const x = scaleBand().domain(a.cycles.map(c => c.label)).range([40, 560]).padding(0.2);
  const y = scaleLinear().domain([0, Math.max(...a.cycles.map(c => c.kgal), 1)]).range([260, 20]);
  const bars = a.cycles.map(c => `<rect x="${x(c.label)}" y="${y(c.kgal)}" width="${x.bandwidth()}" height="${260 - y(c.kgal)}" fill="${c.est ? 'url(#hatch)' : '#1f6fb2'}"/>`).join('');
  fs.writeFileSync(`${out}/${a.account}.svg`, `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300">${bars}</svg>`);
}
