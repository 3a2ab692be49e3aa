#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const [src, , outDir = 'build'] = process.argv.slice(2);
const rows = JSON.parse(fs.readFileSync(src, 'utf8'));
fs.mkdirSync(outDir, { recursive: true });
const lastP = path.join(outDir, 'last.json');
const last = fs.existsSync(lastP) ? JSON.parse(fs.readFileSync(lastP, 'utf8')) : [];
const key = (r) => `${r.date}|${r.call}`;
const prev = new Map(last.map((r) => [key(r), r]));
const cur = new Map(rows.map((r) => [key(r), r]));
for (const [k, r] of cur) {
  if (!prev.has(k)) console.log(`NEW       ${r.date} ${r.start}  ${r.call} — ${r.who}`);
  else if (prev.get(k).start !== r.start || prev.get(k).where !== r.where) console.log(`CHANGED   ${r.date} ${r.start}  ${r.call} — now ${r.where}`);
}
for (const [k, r] of prev) if (!cur.has(k)) console.log(`CANCELLED ${r.date} ${r.start} ${r.call}`);
const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', ...rows.flatMap((r) => [
  'BEGIN:VEVENT', `SUMMARY:${r.call}`, `DTSTART:${r.date.replace(/-/g, '')}T${r.start.replace(':', '')}00`,
  `DTEND:${r.date.replace(/-/g, '')}T${r.end.replace(':', '')}00`, `LOCATION:${r.where}`, 'END:VEVENT']), 'END:VCALENDAR'];
fs.writeFileSync(path.join(outDir, 'company.ics'), ics.join('\r\n'));
fs.writeFileSync(lastP, JSON.stringify(rows));
