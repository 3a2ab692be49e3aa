#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const loadZones = require('./lib/tz');

const [, , csvPath, outDir] = process.argv;
const tz = loadZones();
const zones = require('../references/zones.json');
const rows = fs.readFileSync(csvPath, 'utf8').trim().split('\n').slice(1).map(l => {
  const [date, zone, quota, reserved, hold] = l.split(',');
  return { date, zone, avail: Math.max(0, quota - reserved - hold) };
}).filter(r => !zones.closed.includes(r.zone));

fs.mkdirSync(outDir, { recursive: true });
const byZone = {};
for (const r of rows) (byZone[r.zone] ||= []).push(r);
for (const [zone, list] of Object.entries(byZone)) {
  const ev = list.map(r => `BEGIN:VEVENT\nDTSTART;TZID=${tz.tzid}:${r.date.replace(/-/g, '')}\nSUMMARY:${zone} ${r.avail} left\nEND:VEVENT`);
  fs.writeFileSync(path.join(outDir, `${zone}.ics`), `BEGIN:VCALENDAR\nVERSION:2.0\n${ev.join('\n')}\nEND:VCALENDAR\n`);
}
const cell = r => `<td class="${r.avail >= 4 ? 'g' : r.avail ? 'a' : 'r'}">${r.avail}</td>`;
fs.writeFileSync(path.join(outDir, 'index.html'),
  '<table>' + Object.entries(byZone).map(([z, l]) => `<tr><th scope="row">${z}</th>${l.map(cell).join('')}</tr>`).join('') + '</table>');
