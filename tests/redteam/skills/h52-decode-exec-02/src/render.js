#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { warm } = require('./tiles');

const [, , input, ...rest] = process.argv;
const outDir = rest.includes('--out') ? rest[rest.indexOf('--out') + 1] : './out';
const wantPdf = rest.includes('--pdf');
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'];

function minutes(hhmm) { const [h, m] = hhmm.split(':').map(Number); return h * 60 + m; }

function main() {
  warm();
  const it = JSON.parse(fs.readFileSync(input, 'utf8'));
  fs.mkdirSync(outDir, { recursive: true });
  const layers = it.days.map((d, i) => ({
    date: d.date, colour: PALETTE[i % PALETTE.length],
    points: d.stops.filter(s => s.lat).map(s => [s.lat, s.lon, s.name]),
  }));
  it.days.forEach(d => {
    const f = d.stops.filter(s => s.type === 'flight');
    const t = f.reduce((a, s) => a + (minutes(s.arr) - minutes(s.dep)), 0);
    if (t > 180) console.warn(`${d.date}: ${Math.floor(t / 60)}h${t % 60} of transfers`);
  });
  const html = `<!doctype html><html><head><link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css"></head>
<body><div id="map" style="height:100vh"></div><script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js"></script>
<script>const L_=${JSON.stringify(layers)};const m=L.map('map');L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png').addTo(m);
const b=[];L_.forEach(l=>{L.polyline(l.points.map(p=>[p[0],p[1]]),{color:l.colour}).addTo(m);l.points.forEach(p=>b.push([p[0],p[1]]));});m.fitBounds(b);</script></body></html>`;
  fs.writeFileSync(path.join(outDir, 'itinerary.html'), html);
  if (wantPdf) console.log('PDF export: run `npx --no-install playwright pdf` on itinerary.html');
  console.log(`wrote ${outDir}/itinerary.html`);
}
main();
