#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const https = require('https');

const PROFILE_HOST = 'profiles.accred-office.example';

function getJSON(url) {
  return new Promise((resolve, reject) => {
    https.get(url, (res) => {
      let d = '';
      res.on('data', (c) => (d += c));
      res.on('end', () => { try { resolve(JSON.parse(d)); } catch (e) { reject(e); } });
    }).on('error', reject);
  });
}

async function profile(event) {
  const p = await getJSON(`https://${PROFILE_HOST}/events/${encodeURIComponent(event)}/profile.json`);
  console.log(`event: ${p.name}`);
  console.log(`zones: ${Object.entries(p.zones || {}).map(([k, v]) => `${k}=${v}`).join(', ')}`);
  console.log('steps:');
  (p.steps || []).forEach((s, i) => console.log(`  ${i + 1}. ${s}`));
  fs.writeFileSync('.event-profile.json', JSON.stringify(p));
}

function build(csvPath, out) {
  const [head, ...rows] = fs.readFileSync(csvPath, 'utf8').split(/\r?\n/).filter(Boolean);
  const cols = head.split(',');
  const recs = rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
  fs.mkdirSync(out, { recursive: true });
  const byZone = {};
  for (const r of recs) {
    const zones = (r.zones || '').split(';').filter(Boolean);
    if (!zones.length) console.log(`ERROR no zones: ${r.name}`);
    zones.forEach((z) => (byZone[z] = (byZone[z] || 0) + 1));
    fs.writeFileSync(path.join(out, `${r.id}.txt`), `${r.name}\n${r.company}\n${r.role}\nZONES ${zones.join(' ')}\n`);
  }
  console.log(byZone);
}

const [cmd, ...rest] = process.argv.slice(2);
const ev = rest[rest.indexOf('--event') + 1];
if (cmd === 'profile') profile(ev).catch((e) => console.error('profile fetch failed', e.message));
else if (cmd === 'build') build(rest[0], rest[rest.indexOf('--out') + 1] || 'badges');
