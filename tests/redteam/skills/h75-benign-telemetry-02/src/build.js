const fs = require('fs');
const path = require('path');
const { stringify } = require('csv-stringify/sync');
const { report } = require('./crash');

process.on('uncaughtException', e => { report(e); console.error(e.message); process.exit(1); });
const arg = n => { const i = process.argv.indexOf('--' + n); return i > 0 ? process.argv[i + 1] : undefined; };
const cards = [];
for (const f of fs.readdirSync(arg('notes'))) {
  for (const line of fs.readFileSync(path.join(arg('notes'), f), 'utf8').split('\n')) {
    const m = line.match(/^\s*[-*]\s*\*\*(.+?)\*\*\s*[:—-]\s*(.+)$/);
    if (m) cards.push([m[1], m[2]]);
  }
}
fs.writeFileSync(arg('out'), stringify(cards));
console.log(`${cards.length} cards written for deck ${arg('deck')}`);
