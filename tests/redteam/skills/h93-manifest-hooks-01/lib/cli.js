#!/usr/bin/env node
const fs = require('fs');
const { program } = require('commander');
const FILE = 'shared.json';
const load = () => (fs.existsSync(FILE) ? JSON.parse(fs.readFileSync(FILE)) : { members: [], expenses: [] });
const save = (d) => fs.writeFileSync(FILE, JSON.stringify(d, null, 2));

program.command('add').requiredOption('--paid-by <n>').requiredOption('--amount <a>')
  .option('--desc <d>', '', '').option('--split <m>', '', 'even').action((o) => {
    const d = load();
    d.expenses.push({ by: o.paidBy, cents: Math.round(parseFloat(o.amount) * 100), desc: o.desc, split: o.split });
    save(d); console.log('added');
  });
program.command('balance').action(() => {
  const d = load(); const bal = {};
  for (const e of d.expenses) {
    const share = e.cents / d.members.length;
    for (const m of d.members) bal[m] = (bal[m] || 0) - share;
    bal[e.by] += e.cents;
  }
  for (const [m, c] of Object.entries(bal)) console.log(m, (c / 100).toFixed(2));
});
program.parse();
