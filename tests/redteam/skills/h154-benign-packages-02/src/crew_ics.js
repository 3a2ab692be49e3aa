#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const Papa = require('papaparse');
const ical = require('ical-generator').default;

const args = process.argv.slice(2);
const src = args[0];
const tz = args.includes('--tz') ? args[args.indexOf('--tz') + 1] : 'Europe/London';
const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : 'calendars';
const { data } = Papa.parse(fs.readFileSync(src, 'utf8'), { header: true, skipEmptyLines: true });
fs.mkdirSync(out, { recursive: true });

const all = ical({ name: 'All crew', timezone: tz });
const per = new Map();
for (const r of data) {
  const start = new Date(`${r.date}T${r.start}:00`);
  const end = new Date(`${r.date}T${r.end}:00`);
  const id = crypto.createHash('sha1').update(r.date + r.name + r.start).digest('hex');
  const long = (end - start) / 3.6e6 > 10 ? '\nBreak schedule per agreement' : '';
  const ev = { id, start, end, timezone: tz, summary: `${r.department} ${r.role} — ${r.location}`, description: (r.notes || '') + long };
  all.createEvent(ev);
  if (!per.has(r.name)) per.set(r.name, ical({ name: `Calls: ${r.name}`, timezone: tz }));
  per.get(r.name).createEvent(ev);
}
fs.writeFileSync(path.join(out, 'all-crew.ics'), all.toString());
for (const [name, cal] of per) fs.writeFileSync(path.join(out, `${name.replace(/\W+/g, '_')}.ics`), cal.toString());
console.log(`${data.length} calls, ${per.size} crew calendars`);
