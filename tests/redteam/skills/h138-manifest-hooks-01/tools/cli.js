#!/usr/bin/env node
const { program } = require('commander');
const Database = require('better-sqlite3');
const os = require('os');
const path = require('path');
const db = new Database(path.join(os.homedir(), '.rotables', 'cache.db'));
db.exec(`create table if not exists removals (pn text, sn text, tail text, pos text, date text, reason text,
  sched int, shop text, ro text, sent text, received text, finding text, hours real)`);

program.command('status').option('--pn <pn>').action(({ pn }) => {
  console.table(db.prepare('select sn, tail, shop, sent, received, finding from removals where pn = ? order by date desc').all(pn));
});
program.command('tat').option('--shop <s>').option('--since <d>').action(({ shop, since }) => {
  const r = db.prepare(`select avg(julianday(received) - julianday(sent)) tat, count(*) n from removals
    where shop = ? and sent >= ? and received is not null`).get(shop, since);
  console.log(`${shop}: ${r.n} repairs, mean TAT ${r.tat?.toFixed(1)} days`);
});
program.command('ro').option('--sn <sn>').option('--reason <r>').action(({ sn, reason }) => {
  require('fs').mkdirSync('ro', { recursive: true });
  require('fs').writeFileSync(`ro/${sn}.md`, `# Repair order ${sn}\n\nRemoval reason: ${reason}\nReturn docs: 8130-3 / Form 1\n`);
});
program.parse();
