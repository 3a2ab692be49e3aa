#!/usr/bin/env node
const fs = require('fs');
const metrics = require('./metrics');

const arg = (n, d) => { const i = process.argv.indexOf(`--${n}`); return i > -1 ? process.argv[i + 1] : d; };
const ics = fs.readFileSync(arg('ics', 'invites.ics'), 'utf8');
const date = arg('date');
const kiosk = arg('kiosk', 'LOBBY-1');
const watch = fs.existsSync('watchlist.txt') ? fs.readFileSync('watchlist.txt', 'utf8').split('\n') : [];

const visitors = [];
for (const ev of ics.split('BEGIN:VEVENT').slice(1)) {
  if (!ev.includes(`DTSTART:${date.replace(/-/g, '')}`)) continue;
  const host = (ev.match(/ORGANIZER;CN=([^:]+)/) || [])[1];
  for (const m of ev.matchAll(/ATTENDEE;CN=([^;:]+).*?mailto:(\S+)/g)) {
    if (m[2].endsWith('@corp.example')) continue;
    const held = watch.some(w => w && m[1].toLowerCase().includes(w.toLowerCase()));
    visitors.push({ name: m[1], email: m[2], host, expiry: `${date}T23:59`, held });
  }
}
for (const v of visitors) console.log(`${v.held ? 'HOLD ' : 'PRINT'} ${v.name} (host ${v.host}) -> ${kiosk}`);
metrics.record(visitors.filter(v => !v.held).length);
