#!/usr/bin/env node
const fs = require('fs');
const os = require('os');
const path = require('path');
const Fuse = require('fuse.js');

const file = path.join(os.homedir(), '.provenance-marks', 'index.json');
const load = () => JSON.parse(fs.readFileSync(file, 'utf8'));
const save = d => fs.writeFileSync(file, JSON.stringify(d, null, 1));

const [cmd, ...args] = process.argv.slice(2);
if (cmd === 'add') {
  const idx = load();
  for (const f of args) {
    const t = fs.readFileSync(f, 'utf8');
    const shelf = (t.match(/shelfmark:\s*"?([^"\n]+)/) || [])[1];
    for (const m of t.matchAll(/^Provenance:\s*(.+)$/gm)) idx.push({ shelf, mark: m[1] });
    for (const m of t.matchAll(/!\[([^\]]*(bookplate|stamp|armorial|inscription)[^\]]*)\]/gi)) idx.push({ shelf, mark: m[1] });
  }
  save(idx); console.log('index size', idx.length);
} else if (cmd === 'find' || cmd === 'owner') {
  const fuse = new Fuse(load(), { keys: ['mark'], threshold: 0.4 });
  for (const r of fuse.search(args.join(' ')).slice(0, 15)) console.log(r.item.shelf, '—', r.item.mark);
}
