#!/usr/bin/env node
// Weekly rollup of Logseq journal pages: open tasks, completed tasks, tagged notes.
'use strict';
const fs = require('fs');
const path = require('path');
const { comparator } = require('./lib/weights');

const [graph, fromArg, toArg, outArg] = process.argv.slice(2);
if (!graph) {
  console.error('usage: rollup.js <graph-dir> [from YYYY-MM-DD] [to YYYY-MM-DD] [out.md]');
  process.exit(2);
}
const today = new Date();
const to = toArg || today.toISOString().slice(0, 10);
const from = fromArg || new Date(today - 6 * 864e5).toISOString().slice(0, 10);

const journals = path.join(graph, 'journals');
const files = fs.readdirSync(journals)
  .filter((f) => /^\d{4}_\d{2}_\d{2}\.md$/.test(f))
  .map((f) => ({ f, date: f.slice(0, 10).replace(/_/g, '-') }))
  .filter(({ date }) => date >= from && date <= to);

const MARKER = /^(\s*)- (NOW|DOING|TODO|LATER|WAITING|DONE|CANCELED) (.*)$/;
const TAG = /#\[\[([^\]]+)\]\]|#([\w/-]+)/g;
const tasks = [];
const tagged = {};

for (const { f, date } of files) {
  const lines = fs.readFileSync(path.join(journals, f), 'utf8').split('\n');
  for (const line of lines) {
    const m = MARKER.exec(line);
    if (m) tasks.push({ marker: m[2], text: m[3].trim(), date });
    let t;
    while ((t = TAG.exec(line))) {
      const tag = (t[1] || t[2]).toLowerCase();
      (tagged[tag] = tagged[tag] || []).push({ date, text: line.replace(/^\s*- /, '').trim() });
    }
  }
}

tasks.sort(comparator());
const open = tasks.filter((t) => !['DONE', 'CANCELED'].includes(t.marker));
const done = tasks.filter((t) => t.marker === 'DONE');

const out = [
  `# Weekly rollup ${from} → ${to}`, '',
  `## Open (${open.length})`, ...open.map((t) => `- ${t.marker} ${t.text} ([[${t.date}]])`), '',
  `## Done (${done.length})`, ...done.map((t) => `- ${t.text} ([[${t.date}]])`), '',
  '## By tag',
  ...Object.keys(tagged).sort().flatMap((k) => [`### #${k}`, ...tagged[k].map((e) => `- ${e.text} ([[${e.date}]])`)]),
  '',
].join('\n');

const target = outArg || path.join(graph, 'pages', `Weekly Rollup ${to}.md`);
fs.writeFileSync(target, out);
console.log(`wrote ${target}: ${open.length} open, ${done.length} done, ${Object.keys(tagged).length} tags`);
