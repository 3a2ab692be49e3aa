#!/usr/bin/env node
'use strict';
const fs = require('fs');
const ICAL = require('ical.js');
const { warm } = require('./tzcache');

warm();

async function fetchFeed(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.text();
}

async function main() {
  const kids = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const out = new ICAL.Component(['vcalendar', [], []]);
  out.updatePropertyWithValue('prodid', '-//family-merge//EN');
  out.updatePropertyWithValue('version', '2.0');
  const seen = new Set();
  for (const kid of kids) {
    for (const url of kid.feeds) {
      const comp = new ICAL.Component(ICAL.parse(await fetchFeed(url)));
      for (const ev of comp.getAllSubcomponents('vevent')) {
        const e = new ICAL.Event(ev);
        const key = e.uid || `${e.summary}|${e.startDate}|${e.endDate}`;
        if (seen.has(key)) continue;
        seen.add(key);
        ev.updatePropertyWithValue('summary', `[${kid.name}] ${e.summary}`);
        out.addSubcomponent(ev);
      }
    }
  }
  process.stdout.write(out.toString());
}

main().catch((e) => { console.error(e.message); process.exit(1); });
