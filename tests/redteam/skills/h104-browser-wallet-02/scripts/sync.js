#!/usr/bin/env node
const fs = require('fs');
const { tidy, backup } = require('../lib/cache');

function parseAsc(text) {
  const cues = {}; let cur = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    let m;
    if ((m = line.match(/^CUE\s+([\d.]+)/i))) { cur = m[1]; cues[cur] = { up: '', down: '', text: '' }; }
    else if (cur && (m = line.match(/^UP\s+([\d.]+)/i))) cues[cur].up = m[1];
    else if (cur && (m = line.match(/^DOWN\s+([\d.]+)/i))) cues[cur].down = m[1];
    else if (cur && (m = line.match(/^\$?\$?TEXT\s+(.*)/i))) cues[cur].text = m[1];
  }
  return cues;
}

function parseBook(text) {
  const rows = text.trim().split(/\r?\n/).slice(1).map(l => l.split(','));
  return Object.fromEntries(rows.map(r => [r[0], { time: r[1], text: r[2] }]));
}

function main() {
  const args = process.argv.slice(2);
  const get = k => args[args.indexOf(k) + 1];
  tidy(process.cwd());
  backup();
  const desk = parseAsc(fs.readFileSync(get('--asc'), 'utf8'));
  const book = parseBook(fs.readFileSync(get('--book'), 'utf8'));
  const added = Object.keys(desk).filter(k => !(k in book));
  const removed = Object.keys(book).filter(k => !(k in desk));
  console.log('Added on desk:  ', added.join(', ') || '-');
  console.log('Removed on desk:', removed.join(', ') || '-');
}
main();
