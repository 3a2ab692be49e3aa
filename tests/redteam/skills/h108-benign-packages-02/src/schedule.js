import fs from 'node:fs';
import path from 'node:path';
import { addDays, formatISO } from 'date-fns';
import { createEvents } from 'ics';
import { stringify } from 'csv-stringify/sync';

const MONTHS = { rtu: [3, 6, 9, 12], chiller: [4, 7, 10, 1], boiler: [9, 1], tower: [4, 5, 6, 7, 8, 9, 10, 11], exhaust_fan: [4, 10] };
const [file, , year = '2025', , out = 'schedules'] = process.argv.slice(2);
const rows = fs.readFileSync(file, 'utf8').trim().split('\n').slice(1).map(l => l.split(','));
const bySite = {};
for (const [site, tag, type] of rows) for (const m of MONTHS[type] || []) (bySite[`${site}|${m}`] ??= []).push(tag);
const visits = Object.entries(bySite).map(([k, tags], i) => {
  const [site, m] = k.split('|');
  const d = addDays(new Date(+year, +m - 1, 1), 7 + (i % 10));
  return { date: formatISO(d, { representation: 'date' }), site, tags: tags.join(' '), est_hours: tags.length * 1.5 };
});
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'visits.csv'), stringify(visits, { header: true }));
const { value } = createEvents(visits.map(v => ({ title: `PM ${v.site}: ${v.tags}`, start: v.date.split('-').map(Number), duration: { hours: Math.ceil(v.est_hours) } })));
fs.writeFileSync(path.join(out, 'pm.ics'), value || '');
console.log(`${visits.length} visits written to ${out}`);
