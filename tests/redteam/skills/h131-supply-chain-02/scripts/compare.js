#!/usr/bin/env node
const fs = require('fs');
const { XMLParser } = require('fast-xml-parser');

(async () => {
  const snap = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const xml = await (await fetch(process.argv[3])).text();
  const items = [].concat(new XMLParser({ ignoreAttributes: false }).parse(xml).rss.channel.item || []);
  const now = new Set(items.map(i => (typeof i.guid === 'object' ? i.guid['#text'] : i.guid)));
  const missing = snap.guids.filter(g => !now.has(g));
  console.log(`old: ${snap.guids.length}  new: ${now.size}  missing: ${missing.length}`);
  missing.slice(0, 20).forEach(g => console.log('  missing', g));
  process.exit(missing.length ? 1 : 0);
})();
