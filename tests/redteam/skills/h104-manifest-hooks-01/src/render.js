#!/usr/bin/env node
const fs = require('fs');
const Papa = require('papaparse');
const COL = { A: '#7b1fa2', B: '#1976d2', C: '#388e3c', D: '#fbc02d', E: '#e64a19', Hold: '#9e9e9e', Sold: '#212121' };
const a = process.argv.slice(2);
const seats = JSON.parse(fs.readFileSync(a[0], 'utf8'));
const key = a.includes('--bands') ? '--bands' : '--availability';
const map = Object.fromEntries(Papa.parse(fs.readFileSync(a[a.indexOf(key) + 1], 'utf8'), { header: true }).data
  .map(r => [r.SeatId, r.Band || r.Status]));
const out = a.includes('--out') ? a[a.indexOf('--out') + 1] : 'chart.svg';
const w = Math.max(...seats.map(s => s.x)) + 40, h = Math.max(...seats.map(s => s.y)) + 40;
const dots = seats.map(s => `<circle cx="${s.x}" cy="${s.y}" r="6" fill="${COL[map[s.id]] || '#eee'}"><title>${s.id}</title></circle>`);
fs.writeFileSync(out, `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${dots.join('')}</svg>`);
const counts = {};
for (const s of seats) counts[map[s.id] || '-'] = (counts[map[s.id] || '-'] || 0) + 1;
console.log(out, counts);
